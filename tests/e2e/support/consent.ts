import type { BrowserContext, Locator, Page } from '@playwright/test';
import { waitForIslands } from './startup.ts';
import { CONSENT_BANNER_ID } from '../../../src/components/consent/banner-marks.ts';
import { COOKIE_POLICY_VERSION, CONSENT_COOKIE } from '../../../src/components/consent/consent-record.ts';
import type { Dictionary } from '../../../src/content/dictionaries.ts';
import { format } from '../../../src/i18n/format.ts';
import { gate } from './contact-provider.ts';
import { expect } from './fixtures.ts';

/**
 * Browser tests never reach the internet: every request to a host other than
 * the loopback test server is recorded and answered locally with a stand-in.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const isThirdParty = (url: URL): boolean =>
  (url.protocol === 'http:' || url.protocol === 'https:') && !LOOPBACK.has(url.hostname);

/** Stand-in for HubSpot's tracking code: it sets the cookies the real one sets. */
const FAKE_TRACKER = `
document.cookie = 'hubspotutk=0123456789abcdef0123456789abcdef; path=/; max-age=15552000; SameSite=Lax';
document.cookie = '__hstc=1.0123456789abcdef.1.1.1.1; path=/; max-age=15552000; SameSite=Lax';
window.fakeTrackerRuns = (window.fakeTrackerRuns || 0) + 1;
`;

function standIn(url: URL): { status: number; contentType: string; body: string } {
  if (url.pathname.endsWith('.js')) {
    return { status: 200, contentType: 'application/javascript', body: FAKE_TRACKER };
  }
  return {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><title>Stand-in</title><h1>Stand-in for ${url.pathname}</h1></html>`,
  };
}

/** Starts recording; the returned array fills with every third-party URL requested. */
export async function recordThirdParty(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(isThirdParty, async (route) => {
    const url = new URL(route.request().url());
    requested.push(url.href);
    await route.fulfill(standIn(url));
  });
  return requested;
}

/**
 * The addresses on other hosts that elements of the page load from (scripts, frames, images,
 * stylesheets). The site reaches another host only through such an element (the tracking code, a
 * player, a hosted form), so once the page has done what the test waits for, none here means none
 * will be requested: the check that a fixed wait after the last step only hoped for.
 */
export async function thirdPartySources(page: Page): Promise<string[]> {
  const sources = await page.evaluate(() =>
    [...document.querySelectorAll('script[src], iframe[src], img[src], link[href]')].map(
      (element) => (element as HTMLScriptElement).src || (element as HTMLLinkElement).href,
    ),
  );
  return sources.filter((source) => isThirdParty(new URL(source)));
}

/** The consent banner's region on a page, found by its title in the words of `t`. */
export function consentBanner(t: Dictionary): (page: Page) => Locator {
  return (page) => page.getByRole('region', { name: t.COMPONENTS.CONSENT.BANNER_TITLE });
}

/** Opens a page and waits for its islands. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
}

export interface StoredChoice {
  readonly analytics: boolean;
  readonly media: boolean;
  readonly decidedAt?: Date;
  readonly policyVersion?: string;
}

/** Puts a consent record in the browser, as if the visitor had chosen on an earlier visit. */
export async function storeConsent(context: BrowserContext, baseURL: string, choice: StoredChoice) {
  const value = JSON.stringify({
    analytics: choice.analytics,
    media: choice.media,
    decidedAt: (choice.decidedAt ?? new Date(Date.now() - 60_000)).toISOString(),
    policyVersion: choice.policyVersion ?? COOKIE_POLICY_VERSION,
  });
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(value), url: baseURL }]);
}

/** The consent record the page stored, decoded (undefined when there is none). */
export async function readStoredConsent(
  context: BrowserContext,
): Promise<Record<string, unknown> | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : undefined;
}

/**
 * Waits for the page to store this consent record. When none comes, the error adds what <html>
 * and the islands carried then: whether start-up ran (`data-started`) and a banner click it has not
 * applied yet (`data-consent-pending`), which tell a click start-up never took from one it lost.
 */
export async function expectStoredConsent(page: Page, expected: Record<string, unknown>): Promise<void> {
  try {
    await expect.poll(() => readStoredConsent(page.context())).toMatchObject(expected);
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        html: [...document.documentElement.attributes].map((a) => `${a.name}="${a.value}"`).join(' '),
        islands: [...document.querySelectorAll('astro-island')]
          .map(
            (island) =>
              `${island.getAttribute('component-url') ?? '?'}${island.hasAttribute('ssr') ? ' (ssr)' : ''}`,
          )
          .join(', '),
      }))
      .catch((reason: unknown) => ({ html: `unreadable: ${String(reason)}`, islands: '' }));
    throw new Error(
      `${(error as Error).message}\n<html> then: ${state.html}\nislands then: ${state.islands}`,
      {
        cause: error,
      },
    );
  }
}

/**
 * Holds every island script (/_astro/*.js) until `release()`: the page is then as
 * it paints before any island hydrates. The stylesheet passes: the first paint needs it.
 */
export async function holdIslandScripts(page: Page): Promise<{ release: () => void }> {
  const held = gate();
  await page.route('**/_astro/*.js', async (route) => {
    await held.promise;
    await route.continue();
  });
  return { release: held.open };
}

/**
 * Records, before every frame the browser renders, whether the consent banner
 * is in the page and visible; read with `bannerFrames`.
 */
export async function recordBannerFrames(page: Page): Promise<void> {
  await page.addInitScript((id) => {
    const frames: boolean[] = [];
    (window as unknown as { bannerFrames: boolean[] }).bannerFrames = frames;
    const check = () => {
      const banner = document.getElementById(id);
      // From the frame the parser has reached its last button: before that it is kept unseen.
      if (banner?.querySelector('[data-consent-action="customize"]')) frames.push(banner.checkVisibility());
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, CONSENT_BANNER_ID);
}

/** Per rendered frame since the page started loading: was the banner visible? */
export async function bannerFrames(page: Page): Promise<boolean[]> {
  return page.evaluate(() => (window as unknown as { bannerFrames: boolean[] }).bannerFrames);
}

/**
 * Waits until keyboard focus is inside the embedded document whose URL
 * `isEmbed` accepts: in its own document (keys reach it), not only on our iframe element.
 */
export async function expectFocusInEmbed(page: Page, isEmbed: (url: string) => boolean): Promise<void> {
  const embedHasFocus = () =>
    page
      .frames()
      .find((frame) => isEmbed(frame.url()))
      ?.evaluate(() => document.hasFocus());
  await expect.poll(embedHasFocus).toBe(true);
}

/**
 * The accessible name of a policy dialog's in-place button: it names the document and the host it
 * loads from, which makes its click the visitor's consent for that document (decision 092).
 */
export function policyLoadButtonName(t: Dictionary, title: string, url: string): string {
  return format(t.COMPONENTS.LEGAL.LOAD_HERE, { title, host: new URL(url).host });
}
