import type { Page } from '@playwright/test';
import { COOKIE_POLICY_URL, PRIVACY_POLICY_URL } from '../../src/config/legal-urls.ts';
import { COOKIE_POLICY_VERSION } from '../../src/components/consent/consent-record.ts';
import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import {
  consentBanner,
  expectFocusInEmbed,
  policyLoadButtonName,
  readStoredConsent,
  recordThirdParty,
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

for (const { lang, path, t } of LANGUAGES) {
  const C = t.COMPONENTS.CONSENT;
  const F = t.COMPONENTS.FOOTER;
  const banner = consentBanner(t);

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
