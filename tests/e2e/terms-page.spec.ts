import { TERMS } from '../../src/content/terms/index.ts';
import { alternateLocales, LOCALE_META, pathFor } from '../../src/i18n/locales.ts';
import { SITE } from '../../src/config/site.ts';
import { recordThirdParty, storeConsent } from './support/consent.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { ALL_SECTIONS_LAID_OUT, scrollToY, textPastTheScreen, WCAG_TEXT_SPACING } from './support/landing.ts';
import { LANGUAGES } from './support/languages.ts';
import { animationsFinished } from './support/settled.ts';
import { waitForIslands } from './support/startup.ts';
import { CLAUSE_COUNT, CLAUSE_HEADING, TERMS_FIGURES } from './support/terms.ts';

/**
 * The terms page (decision 080): the whole contract as a page of its own, so it reads, prints and
 * links without JavaScript. The footer's terms link leads there when its dialog cannot open.
 */

for (const { lang, path, t } of LANGUAGES) {
  const termsPath = pathFor('terms', lang);
  // The demo button's words say what it opens: the request form (Italian), the booking page (English).
  const demoWords = lang === 'it' ? t.BUTTON.REQUEST_DEMO : t.BUTTON.BOOK_DEMO;
  const F = t.COMPONENTS.FOOTER;

  test.describe(`terms page (${lang})`, () => {
    test('without JavaScript the footer’s link leads to the whole contract, and its index works', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await page.getByRole('contentinfo').getByRole('link', { name: F.TERMS }).click();
      await expect(page).toHaveURL(termsPath);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TERMS[lang].title);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: CLAUSE_HEADING })).toHaveCount(CLAUSE_COUNT);
      // The text as written, not as rendered: clauses far from view are laid out only when they come near (decision 123).
      const text = ((await main.textContent()) ?? '').replace(/\s+/g, ' ');
      for (const figure of TERMS_FIGURES[lang]) expect(text).toMatch(figure);

      // The index is made of real links to each clause's address.
      const index = main.getByRole('navigation', { name: t.COMPONENTS.LEGAL.TERMS_INDEX });
      await index.getByRole('link', { name: /^13\. / }).click();
      await expect(page).toHaveURL(`${termsPath}#clause-13`);
      await expect(main.getByRole('heading', { level: 2, name: /^13\. / })).toBeInViewport();
      await expect(main.getByRole('heading', { level: 2, name: /^1\. / })).not.toBeInViewport();
      await context.close();
    });

    test('a clause’s address opens the page at that clause, under the fixed header', async ({ page }) => {
      await page.goto(`${termsPath}#clause-19`);
      const heading = page.getByRole('main').getByRole('heading', { level: 2, name: /^19\. / });
      await expect(heading).toBeInViewport();
      await waitForIslands(page);
      // The header pins itself once the page is scrolled: the heading must not hide behind it.
      const header = await page.locator('.site-header').boundingBox();
      const box = await heading.boundingBox();
      expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    });

    test('with JavaScript a modified click on the footer’s link opens the page in a new tab, not the dialog', async ({
      page,
      context,
      baseURL,
    }) => {
      await storeConsent(context, baseURL ?? '', { analytics: false, media: false });
      await page.goto(path);
      await waitForIslands(page);
      const opened = context.waitForEvent('page');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: F.TERMS })
        .click({ modifiers: ['ControlOrMeta'] });
      const tab = await opened;
      await expect(tab).toHaveURL(termsPath);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(TERMS[lang].title);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await tab.close();
    });

    test('has the site’s header and footer: language switch, book-demo button, current terms link', async ({
      page,
      context,
      baseURL,
    }) => {
      const thirdParty = await recordThirdParty(context);
      await storeConsent(context, baseURL ?? '', { analytics: false, media: false });
      await page.goto(termsPath);
      await waitForIslands(page);
      const [other = lang] = alternateLocales(lang);
      await expect(
        page.getByRole('banner').getByRole('link', { name: LOCALE_META[other].nativeName }),
      ).toHaveAttribute('href', pathFor('terms', other));

      const footerTerms = page.getByRole('contentinfo').getByRole('link', { name: F.TERMS });
      await expect(footerTerms).toHaveAttribute('aria-current', 'page');
      // The policies still open in their dialog, styled by the page's one stylesheet (decision 125).
      await page.getByRole('contentinfo').getByRole('link', { name: F.PRIVACY_POLICY }).click();
      await expect(page.getByRole('dialog', { name: F.PRIVACY_POLICY })).toBeVisible();
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
      await page.keyboard.press('Escape');

      // The book-demo button behaves as on the other pages of the language (docs/requirements.md R5.1, R5.2).
      const bookDemo = page.getByRole('banner').getByRole('link', { name: demoWords });
      if (lang === 'it') {
        await expect(bookDemo).toHaveAttribute('href', SITE.forms.it.demo);
        await expect(bookDemo).toHaveAttribute('aria-haspopup', 'dialog');
        await bookDemo.click();
        // Our dialog opens at once; the provider's form loads only after one more, informed click (092).
        await expect(page.getByRole('dialog', { name: t.COMPONENTS.FORM_POPUP.DEMO })).toBeVisible();
        expect(page.url()).toContain(termsPath);
      } else {
        await expect(bookDemo).toHaveAttribute('href', SITE.meetingBooking.en);
        await expect(bookDemo).toHaveAttribute('target', '_blank');
      }
      expect(thirdParty).toEqual([]);
    });

    test('no WCAG 2.2 AA violations, on load and with the header fixed', async ({ page, context }) => {
      await recordThirdParty(context);
      await page.goto(termsPath);
      await waitForIslands(page);
      expect(await axeViolations(page), 'on load, with the consent banner').toEqual([]);
      await scrollToY(page, 2000);
      await expect(page.locator('.site-header')).toHaveAttribute('data-fixed');
      // The fixed header fades in: its colours are the design's once the fade has ended.
      await animationsFinished(page);
      expect(await axeViolations(page), 'scrolled, header fixed').toEqual([]);
    });

    test('prints as a document: the contract and the company line, no banner, controls or fixed header', async ({
      page,
    }) => {
      await page.goto(termsPath);
      await waitForIslands(page);
      await scrollToY(page, 2000);
      await expect(page.locator('.site-header')).toHaveAttribute('data-fixed');
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('region', { name: t.COMPONENTS.CONSENT.BANNER_TITLE })).toBeHidden();
      await expect(page.getByRole('banner').getByRole('link', { name: demoWords })).toBeHidden();
      await expect(page.locator('.site-header')).not.toHaveCSS('position', 'fixed');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /^21\. / })).toBeVisible();
      // The footer's light text would vanish on white paper (no backgrounds in print).
      const copyright = page.locator('.site-footer__copyright');
      await expect(copyright).toBeVisible();
      await expect(copyright).toHaveCSS('color', 'rgb(22, 18, 43)');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: F.TERMS })).toBeHidden();
    });

    test('at 320 px with WCAG text spacing nothing scrolls sideways or is cut off', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(termsPath);
      await waitForIslands(page);
      await page.addStyleTag({ content: WCAG_TEXT_SPACING + ALL_SECTIONS_LAID_OUT });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(await textPastTheScreen(page)).toEqual([]);
    });
  });
}
