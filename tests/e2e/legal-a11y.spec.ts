import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import { PRIVACY_POLICY_URL } from '../../src/config/legal-urls.ts';
import { policyLoadButtonName, recordThirdParty, storeConsent } from './support/consent.ts';
import { waitForIslands } from './support/startup.ts';

/** axe (WCAG 2.x A/AA and best practices) with the banner and with each dialog open. */
async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

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
      await expectNoViolations(page);

      await page.getByRole('button', { name: C.CUSTOMIZE }).click();
      await expect(page.getByRole('dialog', { name: C.PREFERENCES_TITLE })).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      // Closing the preferences without a choice decides nothing: the banner is back.
      await expect(page.getByRole('region', { name: C.BANNER_TITLE })).toBeVisible();

      await page.getByRole('contentinfo').getByRole('link', { name: F.PRIVACY_POLICY }).click();
      const policy = page.getByRole('dialog', { name: F.PRIVACY_POLICY });
      await expectNoViolations(page);
      await policy
        .getByRole('button', { name: policyLoadButtonName(t, F.PRIVACY_POLICY, PRIVACY_POLICY_URL[lang]) })
        .click();
      await expect(policy.locator('iframe')).toBeVisible();
      await expect(policy.getByRole('button', { name: t.COMPONENTS.LEGAL.CLOSE_DOCUMENT })).toBeVisible();
      await expectNoViolations(page);
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
        await expectNoViolations(page);

        await storeConsent(context, baseURL ?? '', { analytics: false, media: true });
        await page.reload();
        await waitForIslands(page);
        await opener.click();
        await expect(dialog).toBeVisible();
        if (policy) await expect(dialog.locator('iframe')).toBeVisible();
        else await expect(dialog.getByRole('navigation')).toBeVisible();
        await expectNoViolations(page);
      });
    }
  });
}
