// @vitest-environment jsdom
import { languageLinks } from '../../content/language-links.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../config/default-config.ts';
import { DICTIONARIES } from '../../content/dictionaries.ts';
import type { Locale } from '../../i18n/locales.ts';
import { $config } from '../../lib/app-store.ts';
import MainMenu from './MainMenu.tsx';

function setRole(value: string | undefined) {
  document.cookie =
    value === undefined ? 'role=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' : `role=${value}; path=/`;
}

// jsdom cannot navigate: stop link activations (after React has seen them) so it does not log an error.
const stopNavigation = (event: Event) => {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
};

function renderMenu(locale: Locale = 'it') {
  const t = DICTIONARIES[locale];
  const page = 'sustainability';
  const currentPath = locale === 'it' ? '/it/sostenibilita' : '/en/sustainability';
  render(
    <>
      <MainMenu
        locale={locale}
        currentPath={currentPath}
        labels={t.MENU}
        header={t.COMPONENTS.HEADER}
        languageLinks={languageLinks(page, locale)}
      />
      <a href="#after">A link after the menu</a>
      <p>Page content</p>
    </>,
  );
  return t;
}

/** Renders the Italian menu for a role and returns its button (and a user driving it). */
async function menuFor(role: string) {
  setRole(role);
  renderMenu();
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'Menu' });
  return { user, button };
}

beforeEach(() => {
  $config.set(defaultConfig);
  window.addEventListener('click', stopNavigation);
});

afterEach(() => {
  setRole(undefined);
  $config.set(undefined);
  window.removeEventListener('click', stopNavigation);
});

describe('MainMenu', () => {
  it('renders nothing, not even a menu button, without a role', () => {
    renderMenu();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  for (const locale of ['it', 'en'] as const) {
    it(`(${locale}) names the navigation and its button from the dictionary; the button controls the panel`, async () => {
      setRole('2');
      const t = renderMenu(locale);
      const nav = await screen.findByRole('navigation', { name: t.COMPONENTS.HEADER.MENU });
      const button = screen.getByRole('button', { name: t.COMPONENTS.HEADER.MENU_BUTTON });
      expect(nav).toContainElement(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).toContainElement(screen.getByRole('link', { name: t.MENU.companies }));
      expect(screen.getByRole('link', { name: t.MENU.sustainability })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }

  it('opens and closes with the button', async () => {
    const { user, button } = await menuFor('1');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard; Escape closes it and returns focus to the button', async () => {
    const { user, button } = await menuFor('2');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when a link is chosen', async () => {
    const { user, button } = await menuFor('2');
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Aziende medio-grandi' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside it, leaving focus where the visitor went', async () => {
    const { user, button } = await menuFor('2');
    await user.click(button);
    await user.click(screen.getByText('Page content'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveFocus();
  });

  it('stays open on a press inside the panel and closes once focus moves on past it', async () => {
    const { user, button } = await menuFor('1');
    await user.click(button);
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('list') });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The press left focus on the page: Tab goes through the button, Home, Sostenibilità
    // and the language switch, then out of the menu.
    for (let step = 0; step < 4; step += 1) await user.tab();
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'A link after the menu' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the same page in the other language inside the panel', async () => {
    setRole('3');
    renderMenu('en');
    const button = await screen.findByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const switchLink = screen.getByRole('link', { name: 'Italiano' });
    expect(panel).toContainElement(switchLink);
    expect(switchLink).toHaveAttribute('href', '/it/sostenibilita');
  });
});
