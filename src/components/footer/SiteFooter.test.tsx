// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_POLICY_URL, PRIVACY_POLICY_URL } from '../../config/legal-urls.ts';
import type { PageId } from '../../i18n/locales.ts';
import { format } from '../../i18n/format.ts';
import { $consent } from '../consent/consent-store.ts';
import { $embedGrants } from '../consent/embed-grants.ts';
import { $preferencesOpen } from '../consent/consent-ui.ts';
import { fillJsdomGaps, loadStylesheetsOnInsert } from '../../../tests/support/jsdom-gaps.ts';
import SiteFooter from './SiteFooter.tsx';
import { DICTIONARIES } from '../../content/dictionaries.ts';

const en = DICTIONARIES.en;

const F = en.COMPONENTS.FOOTER;
const L = en.COMPONENTS.LEGAL;

beforeAll(fillJsdomGaps);
beforeAll(loadStylesheetsOnInsert);
afterEach(() => {
  cleanup();
  $consent.set(undefined);
  $embedGrants.set([]);
  $preferencesOpen.set(false);
});

/** The in-place button: it names the document and the host it loads from (decision 092). */
const loadHere = (title: string, url: string) => format(L.LOAD_HERE, { title, host: new URL(url).host });

function renderFooter(page: PageId = 'sustainability') {
  return render(
    <SiteFooter
      locale="en"
      page={page}
      companyName="Storyverse S.r.l."
      buildYear={2026}
      t={{ FOOTER: F, LEGAL: L }}
      closeLabel={en.BUTTON.CLOSE}
      retryLabel={en.BUTTON.RETRY}
    />,
  );
}

const footer = () => screen.getByRole('contentinfo');

/**
 * Whether the browser would follow the next click on the page: read on the document, after every
 * handler of the page has run. jsdom cannot navigate, so the click is then cancelled.
 */
function watchNextClick(): { followed: () => boolean | undefined } {
  let followed: boolean | undefined;
  document.addEventListener(
    'click',
    (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  return { followed: () => followed };
}
const isOpen = (name: string) => screen.queryByRole('dialog', { name }) !== null;

describe('the footer', () => {
  it('shows the copyright line with the clock’s year and the owner company', () => {
    renderFooter();
    expect(footer()).toHaveTextContent(`© ${String(new Date().getFullYear())} Storyverse S.r.l.`);
  });

  it('links the policies to their external pages and "contact us" to #contact', () => {
    renderFooter();
    expect(within(footer()).getByRole('link', { name: F.PRIVACY_POLICY })).toHaveAttribute(
      'href',
      PRIVACY_POLICY_URL.en,
    );
    expect(within(footer()).getByRole('link', { name: F.COOKIE_POLICY })).toHaveAttribute(
      'href',
      COOKIE_POLICY_URL.en,
    );
    expect(within(footer()).getByRole('link', { name: F.CONTACT_US })).toHaveAttribute('href', '#contact');
  });

  it('opens the privacy policy in a dialog, not a new tab, on a plain click', async () => {
    renderFooter();
    expect(isOpen(F.PRIVACY_POLICY)).toBe(false);
    await userEvent.click(within(footer()).getByRole('link', { name: F.PRIVACY_POLICY }));
    const dialog = screen.getByRole('dialog', { name: F.PRIVACY_POLICY });
    // No media consent: the external page is not loaded, the link-out and a load button are offered.
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: loadHere(F.PRIVACY_POLICY, PRIVACY_POLICY_URL.en) }),
    ).toHaveTextContent('policies.example.net');
    expect(within(dialog).getByRole('link', { name: new RegExp(L.OPEN_IN_NEW_TAB) })).toHaveAttribute(
      'href',
      PRIVACY_POLICY_URL.en,
    );
  });

  it('loads a policy page in its dialog only while it is open, once media is allowed', async () => {
    $consent.set({ analytics: false, media: true, decidedAt: new Date().toISOString(), policyVersion: 'x' });
    renderFooter();
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(within(footer()).getByRole('link', { name: F.COOKIE_POLICY }));
    const frame = screen.getByTitle(F.COOKIE_POLICY);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', COOKIE_POLICY_URL.en);
  });

  it('one click on "load here" loads that document only, not media elsewhere', async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.click(within(footer()).getByRole('link', { name: F.PRIVACY_POLICY }));
    const privacy = screen.getByRole('dialog', { name: F.PRIVACY_POLICY });
    await user.click(
      within(privacy).getByRole('button', { name: loadHere(F.PRIVACY_POLICY, PRIVACY_POLICY_URL.en) }),
    );
    expect(within(privacy).getByTitle(F.PRIVACY_POLICY)).toHaveAttribute('src', PRIVACY_POLICY_URL.en);
    // No second question, and no general choice recorded.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect($consent.get()).toBeUndefined();

    // Keyboard users leave the frame with Tab: the new-tab link, then a close button, follow it.
    const frame = within(privacy).getByTitle(F.PRIVACY_POLICY);
    const after = [...privacy.querySelectorAll('a, button')].filter(
      (element) => frame.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(after.map((element) => element.textContent.trim())).toEqual([L.OPEN_IN_NEW_TAB, L.CLOSE_DOCUMENT]);
    await user.click(within(privacy).getByRole('button', { name: L.CLOSE_DOCUMENT }));
    expect(isOpen(F.PRIVACY_POLICY)).toBe(false);

    // The cookie policy is another document: it asks for its own click.
    await user.click(within(footer()).getByRole('link', { name: F.COOKIE_POLICY }));
    const cookiePolicy = screen.getByRole('dialog', { name: F.COOKIE_POLICY });
    expect(cookiePolicy.querySelector('iframe')).toBeNull();
    expect(
      within(cookiePolicy).getByRole('button', { name: loadHere(F.COOKIE_POLICY, COOKIE_POLICY_URL.en) }),
    ).toBeInTheDocument();
  });

  it('links the terms to their own page, which works without JavaScript', () => {
    renderFooter();
    const terms = within(footer()).getByRole('link', { name: F.TERMS });
    expect(terms).toHaveAttribute('href', '/en/terms-and-conditions');
    expect(terms).toHaveAttribute('aria-haspopup', 'dialog');
    expect(terms).not.toHaveAttribute('target');
  });

  it('opens the full terms in the page’s language, in a dialog rather than their page', async () => {
    renderFooter();
    const click = watchNextClick();
    await userEvent.click(within(footer()).getByRole('link', { name: F.TERMS }));
    expect(click.followed()).toBe(false);
    const dialog = screen.getByRole('dialog', { name: F.TERMS });
    expect(await within(dialog).findByRole('navigation', { name: L.TERMS_INDEX })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { level: 3, name: '19. Governing law and jurisdiction' }),
    ).toBeInTheDocument();
    // The same contract as a page, to print, save or link to.
    expect(within(dialog).getByRole('link', { name: L.TERMS_PAGE })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    );
  });

  it('leaves a modified click on the terms to the browser (a new tab of the terms page)', async () => {
    renderFooter();
    const terms = within(footer()).getByRole('link', { name: F.TERMS });
    const user = userEvent.setup();
    const click = watchNextClick();
    await user.keyboard('{Control>}');
    await user.click(terms);
    await user.keyboard('{/Control}');
    expect(click.followed()).toBe(true);
    expect(isOpen(F.TERMS)).toBe(false);
  });

  it('on the terms page, marks its terms link as the current page and opens no dialog', async () => {
    renderFooter('terms');
    const terms = within(footer()).getByRole('link', { name: F.TERMS });
    expect(terms).toHaveAttribute('aria-current', 'page');
    expect(terms).not.toHaveAttribute('aria-haspopup');
    const click = watchNextClick();
    await userEvent.click(terms);
    expect(click.followed()).toBe(true);
    expect(isOpen(F.TERMS)).toBe(false);
  });

  it('reopens the cookie choices', async () => {
    renderFooter();
    await userEvent.click(within(footer()).getByRole('button', { name: F.COOKIE_PREFERENCES }));
    expect($preferencesOpen.get()).toBe(true);
  });
});
