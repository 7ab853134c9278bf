import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { recordThirdParty, storeConsent, thirdPartySources, visit } from './support/consent.ts';
import { waitForIslands } from './support/startup.ts';

/**
 * The consent record over time and pages: the choice carries to the next page,
 * expires after 6 months, yields to a new policy version; withdrawal tears down
 * what was loaded; the banner never hides keyboard focus.
 */
const TRACKER_HOST = /hs-scripts\.com/;

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name);
}

test.describe('consent record', () => {
  test('accept all loads the tracking script at once and on the next page', async ({ context, page }) => {
    const requested = await recordThirdParty(context);
    await visit(page, '/en/sustainability');
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => requested.filter((url) => TRACKER_HOST.test(url)).length).toBe(1);
    await visit(page, '/en/medium-big-companies');
    await expect.poll(() => requested.filter((url) => TRACKER_HOST.test(url)).length).toBe(2);
    await expect(page.getByRole('region', { name: 'Cookies and third-party content' })).toBeHidden();
  });

  test('the banner comes back 6 months after the choice, not before', async ({ context, page }) => {
    const requested = await recordThirdParty(context);
    const decided = new Date(2027, 2, 10, 12, 0, 0);
    await page.clock.setFixedTime(decided);
    await visit(page, '/it/sostenibilita');
    await page.getByRole('button', { name: 'Accetta tutti' }).click();
    await expect.poll(() => requested.length).toBe(1);
    const bannerRegion = page.getByRole('region', { name: 'Cookie e contenuti di terze parti' });

    await page.clock.setFixedTime(new Date(2027, 8, 9, 12, 0, 0));
    await page.reload();
    await waitForIslands(page);
    await expect(bannerRegion).toBeHidden();
    await expect.poll(() => requested.length).toBe(2);

    await page.clock.setFixedTime(new Date(2027, 8, 10, 12, 0, 1));
    await page.reload();
    await waitForIslands(page);
    await expect(bannerRegion).toBeVisible();
    // An expired choice grants nothing: no tracker on this view, its cookies gone.
    expect(await thirdPartySources(page)).toEqual([]);
    expect(requested).toHaveLength(2);
    expect(await cookieNames(page)).not.toContain('hubspotutk');
  });

  test('a choice made under another policy version brings the banner back', async ({
    context,
    baseURL,
    page,
  }) => {
    const requested = await recordThirdParty(context);
    await storeConsent(context, baseURL ?? '', { analytics: true, media: true, policyVersion: 'previous' });
    await visit(page, '/en/sustainability');
    await expect(page.getByRole('region', { name: 'Cookies and third-party content' })).toBeVisible();
    expect(await thirdPartySources(page)).toEqual([]);
    expect(requested).toEqual([]);

    await storeConsent(context, baseURL ?? '', { analytics: false, media: true });
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('region', { name: 'Cookies and third-party content' })).toBeHidden();
  });

  test('withdrawing media consent tears down a loaded embed', async ({ context, baseURL, page }) => {
    const requested = await recordThirdParty(context);
    await storeConsent(context, baseURL ?? '', { analytics: false, media: true });
    await visit(page, '/en/sustainability');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Cookie policy' }).click();
    await expect(page.locator('iframe')).toBeVisible();
    await page.keyboard.press('Escape');

    await footer.getByRole('button', { name: 'Cookie preferences' }).click();
    const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
    await preferences.getByRole('checkbox', { name: 'Third-party media' }).uncheck();
    const reloaded = page.waitForEvent('load');
    await preferences.getByRole('button', { name: 'Save my choices' }).click();
    await reloaded;
    await waitForIslands(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    await footer.getByRole('link', { name: 'Cookie policy' }).click();
    await expect(page.getByRole('button', { name: /^Load “Cookie policy” here from / })).toBeVisible();
    expect(requested).toHaveLength(1);
  });

  test('at 390 px the banner never hides the control that has keyboard focus', async ({ context, page }) => {
    await recordThirdParty(context);
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/it/sostenibilita');
    const region = page.getByRole('region', { name: 'Cookie e contenuti di terze parti' });
    await expect(region).toBeVisible();
    const bannerTop = (await region.boundingBox())?.y ?? 0;
    // The banner is the first stop; then every control of the page, footer included.
    await page.keyboard.press('Tab');
    await expect(region.locator(':focus')).toHaveCount(1);
    const seen = new Set<string>();
    // Enough presses to pass every control of the full landing page once.
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body || el.closest('#consent-banner')) return undefined;
        const box = el.getBoundingClientRect();
        return { bottom: box.bottom, text: el.textContent };
      });
      if (!focused) continue;
      seen.add(focused.text);
      // Within a pixel: layout positions are fractional, the scroll position is not.
      expect(focused.bottom, `"${focused.text}"`).toBeLessThanOrEqual(bannerTop + 1);
    }
    // The footer's last control was reached (and shown above the banner).
    expect(seen).toContain('Contattaci');
  });
});
