// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT } from '../../content/index.ts';
import { COOKIE_POLICY_VERSION } from '../../config/policy-versions.ts';
import { $consent } from '../consent/consent-store.ts';
import { $embedGrants, hasEmbedGrant } from '../consent/embed-grants.ts';
import VideoFacade from './VideoFacade.tsx';
import { DICTIONARIES } from '../../content/dictionaries.ts';

const itDictionary = DICTIONARIES.it;

afterEach(() => {
  $consent.set(undefined);
  $embedGrants.set([]);
});

const { media, poster } = CONTENT.it.pages.sustainability.whatIs;
const labels = itDictionary.COMPONENTS.VIDEO;

function renderFacade(checkReachable: (url: string) => Promise<boolean>) {
  render(
    <VideoFacade
      media={media}
      poster={poster}
      locale="it"
      labels={labels}
      newTabLabel="(si apre in una nuova scheda)"
      checkReachable={checkReachable}
    />,
  );
  return screen.getByRole('button', {
    name: `Guarda il video: ${media.title} — Carica il lettore video da Vimeo`,
  });
}

/** Clicks play (the visitor's consent for this video) with the host reachable; returns the player's iframe. */
async function playWithConsent() {
  const play = renderFacade(() => Promise.resolve(true));
  await userEvent.setup().click(play);
  return screen.findByTitle(`Video: ${media.title}`);
}

describe('VideoFacade', () => {
  it('shows the local poster and a play button, and contacts nobody before the click', () => {
    const checkReachable = vi.fn(() => Promise.resolve(true));
    renderFacade(checkReachable);
    expect(screen.getByRole('img', { name: poster.alt })).toHaveAttribute('src', poster.src);
    expect(document.querySelector('iframe')).toBeNull();
    expect(checkReachable).not.toHaveBeenCalled();
    expect($embedGrants.get()).toEqual([]);
  });

  it('one click on play loads the host player with autoplay in an iframe and moves focus to it', async () => {
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

  it('says on the button, in words, what the click loads and from whom', () => {
    const play = renderFacade(() => Promise.resolve(true));
    expect(play).toHaveTextContent('Carica il lettore video da Vimeo');
  });

  it('records the click as consent for this video only, not the general media choice', async () => {
    await playWithConsent();
    expect(hasEmbedGrant(`video:${media.id}`)).toBe(true);
    expect($embedGrants.get()).toEqual([
      expect.objectContaining({ embed: `video:${media.id}`, policyVersion: COOKIE_POLICY_VERSION }),
    ]);
    expect($consent.get()).toBeUndefined();
  });

  it('with the general media choice, records no separate grant', async () => {
    $consent.set({ analytics: false, media: true, decidedAt: new Date().toISOString(), policyVersion: 'x' });
    await playWithConsent();
    expect($embedGrants.get()).toEqual([]);
  });

  it('when the host is unreachable, gives a link to watch it there', async () => {
    const user = userEvent.setup();
    const play = renderFacade(() => Promise.resolve(false));
    await user.click(play);
    expect(await screen.findByText('Non riusciamo a caricare il video da Vimeo.')).toBeVisible();
    const fallback = screen.getAllByRole('link', { name: /Guardalo su Vimeo/ })[0];
    expect(fallback).toHaveAttribute('target', '_blank');
    expect(fallback).toHaveAttribute('rel', 'noopener');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
