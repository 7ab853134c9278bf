import { baseURL } from '../../playwright.config.ts';
import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { hostedFormUrl } from '../../src/forms/hosted-form.ts';
import { COMPANY_LEGAL } from '../../src/config/company-legal.ts';
import { dictionaryFor } from '../../src/content/dictionaries.ts';
import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import { label, VISITABLE_PAGES } from './support/pages.ts';

/**
 * `#contact`, the contact modal's show action (docs/requirements.md R7.3), names a real element on
 * every page (src/components/contact/ContactFallback.tsx): without scripts, a deep link or a
 * "contact us" link lands on the company's ways to be reached; with scripts the modal answers and
 * the block stays out of sight.
 */
test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const entry of VISITABLE_PAGES) {
    test(`${label(entry)}#contact shows the ways to reach the company`, async ({ page }) => {
      const t = dictionaryFor(entry.locale).COMPONENTS.CONTACT_FALLBACK;
      await page.context().addCookies(entry.cookies.map((cookie) => ({ ...cookie, url: baseURL })));
      await page.goto(`${entry.path}#contact`);
      const target = page.getByRole('region', { name: t.TITLE });
      await expect(target).toBeVisible();
      await expect(target).toBeInViewport();
      await expect(target.getByRole('link', { name: t.FORM_LINK })).toHaveAttribute(
        'href',
        hostedFormUrl(CONTACT_FORM_IDS[entry.locale]),
      );
      await expect(target.getByRole('link', { name: COMPANY_LEGAL.supportEmail })).toHaveAttribute(
        'href',
        `mailto:${COMPANY_LEGAL.supportEmail}`,
      );
      await expect(target).toContainText(COMPANY_LEGAL.registeredOffice[entry.locale]);

      // Every "contact us" link the page shows (the footer's on every page, the help card's on
      // the landing pages) leads there too.
      await page.goto(entry.path);
      const links = await page.locator('a[href="#contact"]:visible').all();
      expect(links.length).toBeGreaterThanOrEqual(1);
      for (const link of links) {
        await page.evaluate(() => {
          window.scrollTo(0, 0);
        });
        await link.click();
        await expect(target).toBeInViewport();
      }
    });
  }
});

for (const { lang, path, t } of LANGUAGES) {
  test(`with scripts, ${path}#contact opens the modal and the page stays where it was (${lang})`, async ({
    page,
  }) => {
    await page.goto(`${path}#contact`);
    const dialog = page.getByRole('dialog', { name: t.COMPONENTS.CONTACT_MODAL.TITLE });
    // The modal's island hydrates when the browser is idle (decision 071): seconds on a busy machine.
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#contact')).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('region', { name: t.COMPONENTS.CONTACT_FALLBACK.TITLE })).toHaveCount(0);
  });

  test(`when the contact modal's code cannot load, #contact shows the ways to reach the company (${lang})`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.expectConsoleErrors('[astro-island] Error hydrating', 'Failed to load resource');
    await page.route(
      (url) => url.pathname.startsWith('/_astro/') && url.pathname.includes('/ContactModalIsland.'),
      (route) => route.abort(),
    );
    // The address names the modal: its island starts at once (decision 115), and fails.
    await page.goto(`${path}#contact`);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-failed-islands')), {
        timeout: 15_000,
      })
      .toContain('ContactModalIsland');
    const target = page.getByRole('region', { name: t.COMPONENTS.CONTACT_FALLBACK.TITLE });
    await expect(target).toBeVisible();
    // Hidden when the address named it, it is brought into view once the modal's code has failed.
    await expect(target).toBeInViewport();
    await expect(target.getByRole('link', { name: t.COMPONENTS.CONTACT_FALLBACK.FORM_LINK })).toBeVisible();
  });
}
