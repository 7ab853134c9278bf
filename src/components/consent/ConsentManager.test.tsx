// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_SCRIPT_URL } from '../../config/legal-urls.ts';
import { CONSENT_BANNER_ID, DECIDED_ATTRIBUTE, PENDING_ATTRIBUTE } from './banner-marks.ts';
import { saveConsent } from './consent-actions.ts';
import {
  CONSENT_COOKIE,
  COOKIE_POLICY_VERSION,
  consentCookieString,
  readConsentRecord,
} from './consent-record.ts';
import { $consent } from './consent-store.ts';
import { $preferencesOpen } from './consent-ui.ts';
import { CONSENT_DEV_MARK_SCRIPT, CONSENT_HEAD_SCRIPT } from './head-script.ts';
import { TRACKING_SCRIPT_ID } from './tracking-script.ts';
import { fillJsdomGaps } from '../../../tests/support/jsdom-gaps.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import ConsentManager from './ConsentManager.tsx';
import { startConsent } from './start-consent.ts';
import { serveMessages } from '../../../tests/support/served-messages.ts';
import { DICTIONARIES } from '../../content/dictionaries.ts';

const t = DICTIONARIES.it;

const C = t.COMPONENTS.CONSENT;
const CONSENT_CSS = readFileSync('src/styles/consent.css', 'utf8');
const HEIGHT_VARIABLE = '--consent-banner-height';

beforeAll(fillJsdomGaps);

afterEach(() => {
  stopConsent?.();
  stopConsent = undefined;
  cleanup();
  $consent.set(undefined);
  $preferencesOpen.set(false);
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  document.getElementById(TRACKING_SCRIPT_ID)?.remove();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(DECIDED_ATTRIBUTE);
  document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  document.documentElement.style.removeProperty(HEIGHT_VARIABLE);
});

/**
 * The page as the browser has it before the consent island hydrates: the consent CSS, <html>
 * marked for a valid stored choice (by the server, here by the development server's mark script,
 * which applies the same rule: decision 122), the inline head script, and the prerendered banner
 * first in <body> (as BaseLayout renders it).
 */
function loadPage(): void {
  const style = document.createElement('style');
  style.textContent = CONSENT_CSS;
  const [mark, script] = [CONSENT_DEV_MARK_SCRIPT, CONSENT_HEAD_SCRIPT].map((code) => {
    const element = document.createElement('script');
    element.textContent = code;
    return element;
  });
  document.head.replaceChildren(style, mark as HTMLScriptElement, script as HTMLScriptElement);
  document.body.innerHTML = renderToStaticMarkup(
    <ConsentBanner locale="it" labels={C} newTabHint={t.COMPONENTS.LEGAL.NEW_TAB_HINT} />,
  );
}

let stopConsent: (() => void) | undefined;

/**
 * What the page runs once the browser is idle: start-up's consent code (start-consent.ts), and the
 * island of the preferences dialog as [...slug].astro renders it (it may start later: decision 115).
 */
function hydrate() {
  serveMessages();
  stopConsent = startConsent(document);
  return render(<ConsentManager locale="it" title={C.PREFERENCES_TITLE} closeLabel={t.BUTTON.CLOSE} />);
}

/** The banner, when shown (role queries skip what CSS or `hidden` hides). */
const banner = () => screen.queryByRole('region', { name: C.BANNER_TITLE });
const prerendered = () => document.getElementById(CONSENT_BANNER_ID);
const bannerButton = (name: string) => within(banner() as HTMLElement).getByRole('button', { name });
const roomReserved = () => {
  const [onRoot, onBody] = [document.documentElement, document.body].map((element) =>
    element.style.getPropertyValue(HEIGHT_VARIABLE),
  );
  // Both readers carry it: the CSS registers it as not inherited.
  expect(onBody).toBe(onRoot);
  return onRoot;
};

describe('the consent banner', () => {
  it('shows on a first visit before and after hydration, the same element, first in the page', async () => {
    loadPage();
    const region = banner();
    expect(region).toBeInTheDocument();
    hydrate();
    expect(banner()).toBe(region);
    expect(document.body.firstElementChild).toBe(region);
    const scope = within(region as HTMLElement);
    const policy = scope.getByRole('link', { name: new RegExp(C.POLICY_LINK) });
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy).toHaveTextContent(t.COMPONENTS.LEGAL.NEW_TAB_HINT);
    expect(scope.getByRole('button', { name: C.ACCEPT_ALL })).toHaveClass('consent-button');
    expect(scope.getByRole('button', { name: C.REJECT_ALL })).toHaveClass('consent-button');
    expect(scope.getByRole('button', { name: C.CUSTOMIZE })).toBeInTheDocument();
    expect(scope.getByRole('button', { name: C.CLOSE_TECHNICAL_ONLY })).toBeInTheDocument();
    await waitFor(() => {
      expect(roomReserved()).toMatch(/^\d+px$/);
    });
    expect(document.getElementById(TRACKING_SCRIPT_ID)).toBeNull();
  });

  it('"accept all" grants both categories, stores them, loads the tracker and frees the room', async () => {
    loadPage();
    hydrate();
    await userEvent.click(bannerButton(C.ACCEPT_ALL));
    expect($consent.get()).toMatchObject({ analytics: true, media: true });
    expect(readConsentRecord(document.cookie, new Date())).toMatchObject({ analytics: true, media: true });
    expect(banner()).toBeNull();
    expect(prerendered()).toHaveAttribute('hidden');
    expect(roomReserved()).toBe('');
    expect(document.querySelector(`script#${TRACKING_SCRIPT_ID}`)).toHaveAttribute(
      'src',
      TRACKING_SCRIPT_URL,
    );
  });

  it('the X keeps only technical cookies and remembers it', async () => {
    loadPage();
    hydrate();
    await userEvent.click(bannerButton(C.CLOSE_TECHNICAL_ONLY));
    expect($consent.get()).toMatchObject({ analytics: false, media: false });
    expect(readConsentRecord(document.cookie, new Date())).toMatchObject({ analytics: false, media: false });
    expect(banner()).toBeNull();
    expect(document.getElementById(TRACKING_SCRIPT_ID)).toBeNull();
  });

  it('a keyboard user already on a banner button keeps focus through hydration, and the button works', async () => {
    loadPage();
    const reject = bannerButton(C.REJECT_ALL);
    reject.focus();
    hydrate();
    expect(reject).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect($consent.get()).toMatchObject({ analytics: false, media: false });
    expect(banner()).toBeNull();
  });

  it('a returning visitor with a valid choice never sees it: hidden from the head, then by the island', () => {
    act(() => {
      saveConsent({ analytics: false, media: true });
    });
    loadPage();
    expect(document.documentElement).toHaveAttribute(DECIDED_ATTRIBUTE);
    expect(prerendered()).toBeInTheDocument();
    expect(banner()).toBeNull();
    hydrate();
    expect(banner()).toBeNull();
    expect(prerendered()).toHaveAttribute('hidden');
    expect(document.documentElement).not.toHaveAttribute(DECIDED_ATTRIBUTE);
    expect(roomReserved()).toBe('');
  });

  it('an expired choice shows it again', () => {
    const decidedAt = new Date(Date.now() - 200 * 24 * 3600 * 1000).toISOString();
    document.cookie = consentCookieString(
      { analytics: true, media: true, decidedAt, policyVersion: COOKIE_POLICY_VERSION },
      false,
    );
    loadPage();
    expect(document.documentElement).not.toHaveAttribute(DECIDED_ATTRIBUTE);
    expect(banner()).toBeInTheDocument();
    hydrate();
    expect(banner()).toBeInTheDocument();
  });
});

describe('a banner button clicked before the island hydrates', () => {
  it('"accept all" hides the banner at once and is applied when the island mounts', async () => {
    loadPage();
    await userEvent.click(bannerButton(C.ACCEPT_ALL));
    expect(banner()).toBeNull();
    expect($consent.get()).toBeUndefined();
    hydrate();
    expect($consent.get()).toMatchObject({ analytics: true, media: true });
    expect(readConsentRecord(document.cookie, new Date())).toMatchObject({ analytics: true, media: true });
    expect(document.getElementById(TRACKING_SCRIPT_ID)).not.toBeNull();
    expect(document.documentElement).not.toHaveAttribute(PENDING_ATTRIBUTE);
    expect(prerendered()).toHaveAttribute('hidden');
  });

  it('"customize" opens the preferences once the island mounts', async () => {
    loadPage();
    await userEvent.click(bannerButton(C.CUSTOMIZE));
    expect(banner()).toBeInTheDocument();
    hydrate();
    expect(screen.getByRole('dialog', { name: C.PREFERENCES_TITLE })).toBeInTheDocument();
    expect(banner()).toBeNull();
    expect($consent.get()).toBeUndefined();
  });

  it("after hydration clicks are the island's own: nothing is kept for later", async () => {
    loadPage();
    hydrate();
    await userEvent.click(bannerButton(C.CUSTOMIZE));
    expect(document.documentElement).not.toHaveAttribute(PENDING_ATTRIBUTE);
  });
});

describe('the preferences dialog', () => {
  it('starts unticked, saves exactly what was ticked', async () => {
    loadPage();
    hydrate();
    await userEvent.click(bannerButton(C.CUSTOMIZE));
    const dialog = screen.getByRole('dialog', { name: C.PREFERENCES_TITLE });
    // The form's text comes from the served dictionary: it shows once that has arrived.
    const media = await within(dialog).findByRole('checkbox', { name: C.MEDIA_TITLE });
    expect(within(dialog).getByRole('checkbox', { name: C.ANALYTICS_TITLE })).not.toBeChecked();
    expect(media).not.toBeChecked();
    await userEvent.click(media);
    await userEvent.click(within(dialog).getByRole('button', { name: C.SAVE }));
    expect($consent.get()).toMatchObject({ analytics: false, media: true });
    expect($preferencesOpen.get()).toBe(false);
    expect(banner()).toBeNull();
    expect(document.getElementById(TRACKING_SCRIPT_ID)).toBeNull();
  });

  it('closing it without choosing decides nothing and brings the same banner back', async () => {
    loadPage();
    hydrate();
    const region = banner();
    await userEvent.click(bannerButton(C.CUSTOMIZE));
    expect(banner()).toBeNull();
    const dialog = screen.getByRole('dialog', { name: C.PREFERENCES_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: t.BUTTON.CLOSE }));
    expect($consent.get()).toBeUndefined();
    expect(banner()).toBe(region);
  });
});
