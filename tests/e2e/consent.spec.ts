import type { Page } from '@playwright/test';
import { CONSENT_BANNER_ID, DECIDED_ATTRIBUTE } from '../../src/components/consent/banner-marks.ts';
import { COOKIE_POLICY_URL, PRIVACY_POLICY_URL } from '../../src/config/legal-urls.ts';
import { COOKIE_POLICY_VERSION } from '../../src/components/consent/consent-record.ts';
import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import {
  bannerFrames,
  expectFocusInEmbed,
  holdIslandScripts,
  policyLoadButtonName,
  readStoredConsent,
  recordBannerFrames,
  recordThirdParty,
  storeConsent,
  visit,
} from './support/consent.ts';
import { twoFrames } from './support/landing.ts';
import { waitForIslands } from './support/startup.ts';

/**
 * Cookie consent under the Garante's 2021 guidelines, in both languages. Every
 * request to a non-loopback host is recorded (and answered by a local stand-in).
 */
const TECHNICAL_COOKIES = new Set(['lang', 'consent', 'XSRF-TOKEN']);
const TRACKER_HOST = /hs-scripts\.com/;
const POLICY_HOST = /policies\./;

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name);
}

const MONTH = 30 * 24 * 60 * 60 * 1000;
const hydratedIslands = (page: Page) => page.locator('astro-island:not([ssr])');

for (const { lang, path, t } of LANGUAGES) {
  const C = t.COMPONENTS.CONSENT;
  const F = t.COMPONENTS.FOOTER;
  const banner = (page: Page) => page.getByRole('region', { name: C.BANNER_TITLE });

  test.describe(`consent (${lang})`, () => {
    test('before any choice: banner, only technical cookies, no third-party request', async ({
      context,
      page,
    }) => {
      const requested = await recordThirdParty(context);
      await visit(page, path);
      const region = banner(page);
      await expect(region).toBeVisible();
      await expect(region.getByRole('link', { name: C.POLICY_LINK })).toHaveAttribute(
        'href',
        new RegExp(`/${lang}/cookie-policy$`),
      );
      await expect(region.getByRole('button', { name: C.CUSTOMIZE })).toBeVisible();
      await expect(region.getByRole('button', { name: C.CLOSE_TECHNICAL_ONLY })).toBeVisible();

      // Accept and reject: same size and the same look.
      const accept = region.getByRole('button', { name: C.ACCEPT_ALL });
      const reject = region.getByRole('button', { name: C.REJECT_ALL });
      const looks = async (button: typeof accept) =>
        button.evaluate((el) => {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, box.height];
        });
      expect(await looks(accept)).toEqual(await looks(reject));

      // Scrolling and browsing are not consent.
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.keyboard.press('End');
      // A frame's scroll events are dispatched before its animation frame callbacks.
      await twoFrames(page);
      await expect(region).toBeVisible();

      // No cookie wall: the page stays readable and its links usable with the banner shown.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: F.TERMS }).click();
      await expect(page.getByRole('dialog', { name: F.TERMS })).toBeVisible();
      await page.keyboard.press('Escape');

      expect((await cookieNames(page)).filter((name) => !TECHNICAL_COOKIES.has(name))).toEqual([]);
      expect(await cookieNames(page)).not.toContain('consent');
      expect(requested).toEqual([]);
    });

    for (const [name, label] of [
      ['reject all', C.REJECT_ALL],
      ['the X', C.CLOSE_TECHNICAL_ONLY],
    ] as const) {
      test(`${name}: only technical cookies, remembered, and no third-party request after it`, async ({
        context,
        page,
      }) => {
        const requested = await recordThirdParty(context);
        await visit(page, path);
        await banner(page).getByRole('button', { name: label }).click();
        await expect(banner(page)).toBeHidden();
        const stored = await readStoredConsent(context);
        expect(stored).toMatchObject({
          analytics: false,
          media: false,
          policyVersion: COOKIE_POLICY_VERSION,
        });
        expect(Date.now() - Date.parse(String(stored?.['decidedAt']))).toBeLessThan(60_000);

        await page.reload();
        await waitForIslands(page);
        await expect(banner(page)).toBeHidden();
        await page.getByRole('contentinfo').getByRole('link', { name: F.COOKIE_POLICY }).click();
        const dialog = page.getByRole('dialog', { name: F.COOKIE_POLICY });
        await expect(
          dialog.getByRole('button', {
            name: policyLoadButtonName(t, F.COOKIE_POLICY, COOKIE_POLICY_URL[lang]),
          }),
        ).toBeVisible();
        await expect(dialog.getByRole('link', { name: t.COMPONENTS.LEGAL.OPEN_IN_NEW_TAB })).toBeVisible();
        expect(requested).toEqual([]);
      });
    }

    test('one click on a policy page’s own button loads it, without a second dialog, and that page only', async ({
      context,
      page,
    }) => {
      const requested = await recordThirdParty(context);
      await visit(page, path);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: F.PRIVACY_POLICY }).click();
      const policy = page.getByRole('dialog', { name: F.PRIVACY_POLICY });
      await expect(policy).toBeVisible();
      expect(requested).toEqual([]);

      // The button names the document and its host: its click is the consent for that page.
      await policy
        .getByRole('button', { name: policyLoadButtonName(t, F.PRIVACY_POLICY, PRIVACY_POLICY_URL[lang]) })
        .click();
      const frame = policy.locator(`iframe[title="${F.PRIVACY_POLICY}"]`);
      await expect(frame).toHaveAttribute('src', PRIVACY_POLICY_URL[lang]);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(frame).toBeFocused();
      await expectFocusInEmbed(page, (url) => POLICY_HOST.test(url));
      await expect(page.frameLocator(`iframe[title="${F.PRIVACY_POLICY}"]`).locator('h1')).toContainText(
        `/${lang}/privacy-policy`,
      );
      expect(requested.filter((url) => POLICY_HOST.test(url))).toHaveLength(1);
      // Not the general media choice: nothing is stored, the banner still asks, analytics stays off.
      expect(await readStoredConsent(context)).toBeUndefined();
      expect(requested.some((url) => TRACKER_HOST.test(url))).toBe(false);

      // Keys reach the policy page now (arrows scroll it), so Escape is the page's. Shift+Tab
      // leads back to our dialog's controls, where Escape closes it (decision 082).
      await page.keyboard.press('Shift+Tab');
      await expect(policy.getByRole('button', { name: t.BUTTON.CLOSE, exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(policy).toBeHidden();
      await expect(banner(page)).toBeVisible();

      // Another document asks for its own click: nothing loads on opening it.
      await footer.getByRole('link', { name: F.COOKIE_POLICY }).click();
      const cookiePolicy = page.getByRole('dialog', { name: F.COOKIE_POLICY });
      await expect(
        cookiePolicy.getByRole('button', {
          name: policyLoadButtonName(t, F.COOKIE_POLICY, COOKIE_POLICY_URL[lang]),
        }),
      ).toBeVisible();
      await expect(cookiePolicy.locator('iframe')).toHaveCount(0);
      expect(requested.filter((url) => POLICY_HOST.test(url))).toHaveLength(1);
    });

    test('with the general media choice, a policy page loads as its dialog opens', async ({
      context,
      page,
    }) => {
      const requested = await recordThirdParty(context);
      await visit(page, path);
      await banner(page).getByRole('button', { name: C.ACCEPT_ALL }).click();
      await page.getByRole('contentinfo').getByRole('link', { name: F.COOKIE_POLICY }).click();
      const policy = page.getByRole('dialog', { name: F.COOKIE_POLICY });
      await expect(policy.locator('iframe')).toHaveAttribute('src', COOKIE_POLICY_URL[lang]);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect.poll(() => requested.filter((url) => POLICY_HOST.test(url)).length).toBe(1);
    });

    test('analytics consent loads the tracking script; withdrawing it removes the script and its cookies', async ({
      context,
      page,
    }) => {
      const requested = await recordThirdParty(context);
      await visit(page, path);
      await banner(page).getByRole('button', { name: C.CUSTOMIZE }).click();
      const preferences = page.getByRole('dialog', { name: C.PREFERENCES_TITLE });
      const analytics = preferences.getByRole('checkbox', { name: C.ANALYTICS_TITLE });
      const media = preferences.getByRole('checkbox', { name: C.MEDIA_TITLE });
      // No pre-ticked boxes.
      await expect(analytics).not.toBeChecked();
      await expect(media).not.toBeChecked();
      await analytics.check();
      await preferences.getByRole('button', { name: C.SAVE }).click();
      await expect(preferences).toBeHidden();
      await expect(banner(page)).toBeHidden();

      await expect.poll(() => requested.filter((url) => TRACKER_HOST.test(url)).length).toBe(1);
      await expect.poll(() => cookieNames(page)).toContain('hubspotutk');
      expect(await readStoredConsent(context)).toMatchObject({ analytics: true, media: false });
      expect(requested.some((url) => POLICY_HOST.test(url))).toBe(false);

      // Withdraw from the footer at any time.
      await page.getByRole('contentinfo').getByRole('button', { name: F.COOKIE_PREFERENCES }).click();
      await expect(preferences.getByRole('checkbox', { name: C.ANALYTICS_TITLE })).toBeChecked();
      const reloaded = page.waitForEvent('load');
      await preferences.getByRole('button', { name: C.REJECT_ALL }).click();
      await reloaded;
      await waitForIslands(page);
      const names = await cookieNames(page);
      expect(names).not.toContain('hubspotutk');
      expect(names.filter((name) => name.startsWith('__hs'))).toEqual([]);
      await expect(page.locator('script[src*="hs-scripts"]')).toHaveCount(0);
      expect(requested.filter((url) => TRACKER_HOST.test(url))).toHaveLength(1);
      expect(await readStoredConsent(context)).toMatchObject({ analytics: false, media: false });
    });
  });
}

for (const { lang, path, t } of LANGUAGES) {
  const C = t.COMPONENTS.CONSENT;
  const banner = (page: Page) => page.getByRole('region', { name: C.BANNER_TITLE });

  test.describe(`consent banner at first paint (${lang})`, () => {
    test('is in the served HTML, first in <body>, and painted before any island hydrates', async ({
      context,
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`<body[^>]*>\\s*<section id="${CONSENT_BANNER_ID}"`));
      expect(html).toContain(C.BANNER_TEXT);

      await recordThirdParty(context);
      await recordBannerFrames(page);
      const scripts = await holdIslandScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(banner(page)).toBeVisible();
      await expect(hydratedIslands(page)).toHaveCount(0);
      // Visible from the first frame that had it. The banner can be found visible before that
      // frame's callback has run: wait for one to be recorded (a CI run once read none).
      await expect.poll(async () => (await bannerFrames(page)).length).toBeGreaterThan(0);
      expect((await bannerFrames(page))[0]).toBe(true);
      const prerendered = await page.locator(`#${CONSENT_BANNER_ID}`).elementHandle();

      scripts.release();
      await waitForIslands(page);
      // The island took over the same element: no re-creation, no swap.
      expect(await prerendered.evaluate((element) => element.isConnected && element.checkVisibility())).toBe(
        true,
      );
      await banner(page).getByRole('button', { name: C.ACCEPT_ALL }).click();
      await expect(banner(page)).toBeHidden();
      // As below: a click between hydration and the island's effect is applied by that effect.
      await expect.poll(() => readStoredConsent(context)).toMatchObject({ analytics: true, media: true });
    });

    test('stays unseen while partly parsed, so it never grows in view', async ({ page }) => {
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      // What a paint in the middle of parsing sees: the banner without its last button yet.
      await page.locator(`#${CONSENT_BANNER_ID} [data-consent-action="customize"]`).evaluate((button) => {
        button.remove();
      });
      await expect(banner(page)).toBeHidden();
    });

    test('a returning visitor with a valid choice never sees it, not even for one frame', async ({
      baseURL,
      context,
      page,
    }) => {
      await recordThirdParty(context);
      await storeConsent(context, baseURL ?? '', { analytics: false, media: false });
      await recordBannerFrames(page);
      const scripts = await holdIslandScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator(`#${CONSENT_BANNER_ID}`)).toBeAttached();
      await expect(page.locator('html')).toHaveAttribute(DECIDED_ATTRIBUTE, '');
      await expect(banner(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      scripts.release();
      await waitForIslands(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      // The island hides it itself now, and took the mark off.
      await expect(page.locator('html')).not.toHaveAttribute(DECIDED_ATTRIBUTE);
      await expect(banner(page)).toBeHidden();
      const frames = await bannerFrames(page);
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.filter(Boolean)).toEqual([]);
    });

    for (const [name, stored] of [
      ['an expired choice', { analytics: true, media: true, decidedAt: new Date(Date.now() - 7 * MONTH) }],
      ['a choice under another policy version', { analytics: true, media: true, policyVersion: 'previous' }],
    ] as const) {
      test(`${name} shows it again from the first paint`, async ({ baseURL, context, page }) => {
        const requested = await recordThirdParty(context);
        await storeConsent(context, baseURL ?? '', stored);
        const scripts = await holdIslandScripts(page);
        await page.goto(path, { waitUntil: 'commit' });
        await expect(banner(page)).toBeVisible();
        scripts.release();
        await waitForIslands(page);
        await expect(banner(page)).toBeVisible();
        expect(requested).toEqual([]);
      });
    }

    // One load, both screens: the banner is laid out again at each (decision 117).
    test('takes at most 60 % of a 844×390 and of a 360×740 screen, and every button stays reachable', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 844, height: 390 });
      await page.goto(path);
      for (const viewport of [
        { width: 844, height: 390 },
        { width: 360, height: 740 },
      ]) {
        await page.setViewportSize(viewport);
        const where = `${String(viewport.width)}×${String(viewport.height)}`;
        const box = await banner(page).boundingBox();
        expect(box?.height ?? Infinity, where).toBeLessThanOrEqual(0.6 * viewport.height);
        for (const name of [C.REJECT_ALL, C.ACCEPT_ALL]) {
          const button = banner(page).getByRole('button', { name });
          await button.scrollIntoViewIfNeeded();
          await expect(button, where).toBeInViewport();
        }
      }
    });

    test('a keyboard user on a banner button keeps focus through hydration, and the button then works', async ({
      context,
      page,
    }) => {
      await recordThirdParty(context);
      const scripts = await holdIslandScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(banner(page)).toBeVisible();
      // The banner is the first stop: its X first.
      await page.keyboard.press('Tab');
      const close = banner(page).getByRole('button', { name: C.CLOSE_TECHNICAL_ONLY });
      await expect(close).toBeFocused();

      scripts.release();
      await waitForIslands(page);
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(banner(page)).toBeHidden();
      // Islands lose `ssr` as they hydrate, but React runs the effect that takes over the banner
      // a frame later: a key pressed in between is kept by the head script and applied then.
      await expect.poll(() => readStoredConsent(context)).toMatchObject({ analytics: false, media: false });
      // The banner is gone, and Tab goes on from where it was: the skip link, then the header.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: t.COMPONENTS.HEADER.SKIP_TO_CONTENT })).toBeFocused();
    });

    test('a choice clicked before the islands hydrate is applied once they do', async ({ context, page }) => {
      const requested = await recordThirdParty(context);
      const scripts = await holdIslandScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      await banner(page).getByRole('button', { name: C.ACCEPT_ALL }).click();
      await expect(banner(page)).toBeHidden();
      expect(await readStoredConsent(context)).toBeUndefined();

      scripts.release();
      await waitForIslands(page);
      await expect.poll(() => readStoredConsent(context)).toMatchObject({ analytics: true, media: true });
      await expect.poll(() => requested.filter((url) => /hs-scripts\.com/.test(url)).length).toBe(1);
      await expect(banner(page)).toBeHidden();
    });
  });

  test.describe(`consent banner without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test('is not shown: its buttons could do nothing, and no tracker can run', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(`#${CONSENT_BANNER_ID}`)).toBeAttached();
      await expect(banner(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
