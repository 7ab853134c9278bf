import type { Page } from '@playwright/test';
import { CONSENT_BANNER_ID, DECIDED_ATTRIBUTE } from '../../src/components/consent/banner-marks.ts';
import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import {
  bannerFrames,
  consentBanner,
  expectStoredConsent,
  holdIslandScripts,
  readStoredConsent,
  recordBannerFrames,
  recordThirdParty,
  storeConsent,
} from './support/consent.ts';
import { waitForIslands } from './support/startup.ts';

/** The consent banner as first painted, before islands hydrate, and with JavaScript off. */
const MONTH = 30 * 24 * 60 * 60 * 1000;
const hydratedIslands = (page: Page) => page.locator('astro-island:not([ssr])');

for (const { lang, path, t } of LANGUAGES) {
  const C = t.COMPONENTS.CONSENT;
  const banner = consentBanner(t);

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
      // Start-up takes the banner over when its module runs (decision 115); a key pressed
      // before that is kept by the head script and applied then.
      await expectStoredConsent(page, { analytics: false, media: false });
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
      await expectStoredConsent(page, { analytics: true, media: true });
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
