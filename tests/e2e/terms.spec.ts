import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import { storeConsent } from './support/consent.ts';
import { waitForIslands } from './support/startup.ts';
import { CLAUSE_COUNT, CLAUSE_HEADING, TERMS_FIGURES } from './support/terms.ts';

/** The terms and conditions in the footer's dialog, in the page's language. */
for (const { lang, path, t } of LANGUAGES) {
  test.describe(`terms and conditions (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL, page }) => {
      await storeConsent(context, baseURL ?? '', { analytics: false, media: false });
      await page.goto(path);
      await waitForIslands(page);
      await page.getByRole('contentinfo').getByRole('link', { name: t.COMPONENTS.FOOTER.TERMS }).click();
    });

    test('shows every figure of the terms summary in the page’s language', async ({ page }) => {
      const dialog = page.getByRole('dialog', { name: t.COMPONENTS.FOOTER.TERMS });
      await expect(dialog.getByRole('navigation', { name: t.COMPONENTS.LEGAL.TERMS_INDEX })).toBeVisible();
      const text = (await dialog.innerText()).replace(/\s+/g, ' ');
      for (const figure of TERMS_FIGURES[lang]) expect(text).toMatch(figure);
      // Numbered clauses, same structure in both languages.
      await expect(dialog.getByRole('heading', { level: 3, name: CLAUSE_HEADING })).toHaveCount(CLAUSE_COUNT);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });

    test('the clause index jumps to a clause and moves focus there', async ({ page }) => {
      const dialog = page.getByRole('dialog', { name: t.COMPONENTS.FOOTER.TERMS });
      const index = dialog.getByRole('navigation', { name: t.COMPONENTS.LEGAL.TERMS_INDEX });
      const entry = index.getByRole('link', { name: /^13\. / });
      await entry.focus();
      await page.keyboard.press('Enter');
      const heading = dialog.getByRole('heading', { level: 3, name: /^13\. / });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      expect(page.url()).not.toContain('#');
      await expect(dialog).toBeVisible();
    });
  });
}
