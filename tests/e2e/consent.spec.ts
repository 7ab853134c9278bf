import type { Page } from '@playwright/test';
import { COOKIE_POLICY_VERSION } from '../../src/lib/consent/consent-record.ts';
import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import { readStoredConsent, recordThirdParty, visit, waitForIslands } from './support/consent.ts';

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
      await page.waitForTimeout(300);
      await page.keyboard.press('End');
      await expect(region).toBeVisible();

      // No cookie wall: the page stays readable and its links usable with the banner shown.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('button', { name: F.TERMS }).click();
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
        await expect(dialog.getByRole('button', { name: t.COMPONENTS.LEGAL.LOAD_HERE })).toBeVisible();
        await expect(dialog.getByRole('link', { name: t.COMPONENTS.LEGAL.OPEN_IN_NEW_TAB })).toBeVisible();
        expect(requested).toEqual([]);
      });
    }

    test('a policy page asks for media consent in place, then loads; the next one loads without asking', async ({
      context,
      page,
    }) => {
      const requested = await recordThirdParty(context);
      await visit(page, path);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: F.PRIVACY_POLICY }).click();
      const policy = page.getByRole('dialog', { name: F.PRIVACY_POLICY });
      const load = policy.getByRole('button', { name: t.COMPONENTS.LEGAL.LOAD_HERE });

      // "Not now" loads nothing and records nothing.
      await load.click();
      const prompt = page.getByRole('dialog', { name: C.PROMPT_MEDIA_TITLE });
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: C.NOT_NOW }).click();
      await expect(prompt).toBeHidden();
      await expect(load).toBeFocused();
      expect(requested).toEqual([]);
      expect(await readStoredConsent(context)).toBeUndefined();

      // "Allow" records media consent and loads the page in the dialog.
      await load.click();
      await prompt.getByRole('button', { name: C.PROMPT_ALLOW_MEDIA }).click();
      const frame = policy.locator(`iframe[title="${F.PRIVACY_POLICY}"]`);
      await expect(frame).toBeVisible();
      await expect(frame).toBeFocused();
      await expect(page.frameLocator(`iframe[title="${F.PRIVACY_POLICY}"]`).locator('h1')).toContainText(
        `/${lang}/privacy-policy`,
      );
      expect(requested.filter((url) => POLICY_HOST.test(url))).toHaveLength(1);
      expect(await readStoredConsent(context)).toMatchObject({ media: true, analytics: false });
      // That answer is a choice: the banner has gone, analytics stays off.
      await expect(banner(page)).toBeHidden();
      expect(requested.some((url) => TRACKER_HOST.test(url))).toBe(false);

      // The next embed loads without asking again.
      await page.keyboard.press('Escape');
      await footer.getByRole('link', { name: F.COOKIE_POLICY }).click();
      await expect(page.getByRole('dialog', { name: F.COOKIE_POLICY }).locator('iframe')).toBeVisible();
      await expect(prompt).toBeHidden();
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
