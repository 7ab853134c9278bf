import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import { PRIVACY_POLICY_URL } from '../../src/config/legal-urls.ts';
import { policyLoadButtonName, recordThirdParty, storeConsent } from './support/consent.ts';
import { waitForIslands } from './support/startup.ts';

/**
 * axe (WCAG 2.x A/AA and best practices) on the part of the page under test: the banner, or the
 * dialog that is open. The page around them is checked whole, banner included, by landing-a11y's
 * run on load; running axe over the whole homepage again for every dialog state only repeated it
 * and took most of this file's time (about 8 s a run on the 2-core machine).
 */
async function expectNoViolations(page: Page, scope: string): Promise<void> {
  await expect(page.locator(scope)).toBeVisible();
  // The page's structure (one main, everything in landmarks) is the whole-page run's to check.
  const violations = await axeViolations(page, {
    include: scope,
    disableRules: ['landmark-one-main', 'region'],
    bestPractices: true,
  });
  expect(violations).toEqual([]);
}

const OPEN_DIALOG = 'dialog[open]';

for (const { lang, path, t } of LANGUAGES) {
  const C = t.COMPONENTS.CONSENT;
  const F = t.COMPONENTS.FOOTER;

  test.describe(`accessibility of the legal UI (${lang})`, () => {
    test.beforeEach(async ({ context }) => {
      await recordThirdParty(context);
    });

    test('the consent banner, the preferences dialog and a policy loaded by its own button', async ({
      page,
    }) => {
      await page.goto(path);
      await waitForIslands(page);
      await expect(page.getByRole('region', { name: C.BANNER_TITLE })).toBeVisible();
      await expectNoViolations(page, '.consent-banner');

      await page.getByRole('button', { name: C.CUSTOMIZE }).click();
      const preferences = page.getByRole('dialog', { name: C.PREFERENCES_TITLE });
      // Its form shows once its strings have arrived (decision 115): checked with it.
      await expect(preferences.locator('form')).toBeVisible();
      await expectNoViolations(page, OPEN_DIALOG);
      await page.keyboard.press('Escape');
      // Closing the preferences without a choice decides nothing: the banner is back.
      await expect(page.getByRole('region', { name: C.BANNER_TITLE })).toBeVisible();

      await page.getByRole('contentinfo').getByRole('link', { name: F.PRIVACY_POLICY }).click();
      const policy = page.getByRole('dialog', { name: F.PRIVACY_POLICY });
      await expectNoViolations(page, OPEN_DIALOG);
      await policy
        .getByRole('button', { name: policyLoadButtonName(t, F.PRIVACY_POLICY, PRIVACY_POLICY_URL[lang]) })
        .click();
      await expect(policy.locator('iframe')).toBeVisible();
      await expect(policy.getByRole('button', { name: t.COMPONENTS.LEGAL.CLOSE_DOCUMENT })).toBeVisible();
      await expectNoViolations(page, OPEN_DIALOG);
    });

    for (const name of [F.PRIVACY_POLICY, F.COOKIE_POLICY, F.TERMS]) {
      const policy = name !== F.TERMS;
      test(`the "${name}" dialog, before and after media consent`, async ({ context, baseURL, page }) => {
        await storeConsent(context, baseURL ?? '', { analytics: false, media: false });
        await page.goto(path);
        await waitForIslands(page);
        const opener = page.getByRole('contentinfo').getByRole('link', { name });
        await opener.click();
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        if (!policy) await expect(dialog.getByRole('navigation')).toBeVisible();
        await expectNoViolations(page, OPEN_DIALOG);

        await storeConsent(context, baseURL ?? '', { analytics: false, media: true });
        await page.reload();
        await waitForIslands(page);
        await opener.click();
        await expect(dialog).toBeVisible();
        if (policy) await expect(dialog.locator('iframe')).toBeVisible();
        else await expect(dialog.getByRole('navigation')).toBeVisible();
        await expectNoViolations(page, OPEN_DIALOG);
      });
    }
  });
}
