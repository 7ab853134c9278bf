// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT } from '../../content/index.ts';
import { it as itDictionary } from '../../i18n/dictionaries/it.ts';
import VideoFacade from './VideoFacade.tsx';

const { media, poster } = CONTENT.it.pages.sustainability.whatIs;
const labels = itDictionary.COMPONENTS.VIDEO;

function renderFacade(
  ensureConsent: () => Promise<boolean>,
  checkReachable: (url: string) => Promise<boolean>,
) {
  render(
    <VideoFacade
      media={media}
      poster={poster}
      locale="it"
      labels={labels}
      newTabLabel="(si apre in una nuova scheda)"
      ensureConsent={ensureConsent}
      checkReachable={checkReachable}
    />,
  );
  return screen.getByRole('button', { name: `Guarda il video: ${media.title}` });
}

/** Clicks play with consent given and the host reachable; returns the player's iframe. */
async function playWithConsent() {
  const play = renderFacade(
    () => Promise.resolve(true),
    () => Promise.resolve(true),
  );
  await userEvent.setup().click(play);
  return screen.findByTitle(`Video: ${media.title}`);
}

describe('VideoFacade', () => {
  it('shows the local poster and a play button, and contacts nobody before the click', () => {
    const ensureConsent = vi.fn(() => Promise.resolve(true));
    const checkReachable = vi.fn(() => Promise.resolve(true));
    renderFacade(ensureConsent, checkReachable);
    expect(screen.getByRole('img', { name: poster.alt })).toHaveAttribute('src', poster.src);
    expect(document.querySelector('iframe')).toBeNull();
    expect(ensureConsent).not.toHaveBeenCalled();
    expect(checkReachable).not.toHaveBeenCalled();
  });

  it('after consent, loads the host player with autoplay in an iframe and moves focus to it', async () => {
    const player = await playWithConsent();
    expect(player.tagName).toBe('IFRAME');
    const src = new URL(player.getAttribute('src') ?? '');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.pathname).toContain(media.id);
    // Until the player's document has loaded, the frame around it holds focus.
    expect(player.parentElement).toHaveFocus();
    fireEvent.load(player);
    expect(player).toHaveFocus();
  });

  it('does not take focus back when the visitor has moved on before the player loads', async () => {
    const player = await playWithConsent();
    const caption = screen.getByRole('link', { name: /Guardalo su/ });
    caption.focus();
    fireEvent.load(player);
    expect(caption).toHaveFocus();
  });

  it('says it is waiting while consent is asked, and loads nothing meanwhile', async () => {
    const user = userEvent.setup();
    const checkReachable = vi.fn(() => Promise.resolve(true));
    const play = renderFacade(() => new Promise<boolean>(() => undefined), checkReachable);
    await user.click(play);
    // Said in a polite live region, so screen readers hear it too.
    expect(screen.getByText(labels.WAITING_CONSENT).closest('[aria-live="polite"]')).not.toBeNull();
    expect(checkReachable).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('without consent, loads nothing and offers the video on the host instead', async () => {
    const user = userEvent.setup();
    const checkReachable = vi.fn(() => Promise.resolve(true));
    const play = renderFacade(() => Promise.resolve(false), checkReachable);
    await user.click(play);
    expect(screen.getByText(labels.DECLINED).closest('[aria-live="polite"]')).not.toBeNull();
    const link = screen.getAllByRole('link', { name: /Guardalo su Vimeo/ })[0];
    expect(link).toHaveAttribute('href', media.link);
    expect(link).toHaveFocus();
    expect(checkReachable).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('when the host is unreachable, gives a link to watch it there', async () => {
    const user = userEvent.setup();
    const play = renderFacade(
      () => Promise.resolve(true),
      () => Promise.resolve(false),
    );
    await user.click(play);
    expect(await screen.findByText('Non riusciamo a caricare il video da Vimeo.')).toBeVisible();
    const fallback = screen.getAllByRole('link', { name: /Guardalo su Vimeo/ })[0];
    expect(fallback).toHaveAttribute('target', '_blank');
    expect(fallback).toHaveAttribute('rel', 'noopener');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
