import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { recordThirdParty, storeConsent } from './support/consent.ts';
import { fakeProvider, labelOf } from './support/contact-provider.ts';
import { expect, test } from './support/fixtures.ts';
import { scrollToY, textClippedByItsBox, textPastTheScreen } from './support/landing.ts';
import { LANGUAGES } from './support/languages.ts';
import { enlargeText, sidewaysScroll, textCutInside } from './support/large-text.ts';
import { label, VISITABLE_PAGES } from './support/pages.ts';
import { waitForIslands, waitForStartup } from './support/startup.ts';

/**
 * Large text on a phone (decision 091): at 320 px (WCAG 1.4.10 reflow) and 390 px with the text at
 * 200 % (WCAG 1.4.4), nothing needs scrolling sideways and no text is cut off: on every page, in the
 * header (which grows, and still pins at 80 px without covering what it pins over), and in the
 * contact modal, the consent banner and the footer's dialogs. Decision 091.
 */
async function visit(page: Page, path: string, cookies: readonly { name: string; value: string }[]) {
  await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL })));
  await page.goto(path);
  await enlargeText(page);
}

// One load per page, both widths: the page is laid out again at each (decision 117).
for (const entry of VISITABLE_PAGES)
  test(`${label(entry)}: at 320 and 390 px with text at 200 %, nothing scrolls sideways and no text is cut off`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 844 });
    await visit(page, entry.path, entry.cookies);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const where = `${String(width)} px`;
      expect(await sidewaysScroll(page), where).toBe(0);
      expect(await textPastTheScreen(page), where).toEqual([]);
      expect(await textClippedByItsBox(page), where).toEqual([]);
    }
  });

/** The header's box, and the lowest bottom edge of anything drawn in it. */
const headerMeasures = (page: Page) =>
  page.locator('#site-header').evaluate((header) => {
    const box = header.getBoundingClientRect();
    const contentBottom = Math.max(
      ...[...header.querySelectorAll('.site-header__inner > * *')]
        .filter((element) => element.getClientRects().length > 0 && !element.closest('.main-menu__panel'))
        .map((element) => element.getBoundingClientRect().bottom),
    );
    return { top: box.top, bottom: box.bottom, height: box.height, contentBottom };
  });

for (const { lang, path, t } of LANGUAGES) {
  for (const role of [undefined, '2']) {
    test(`(${lang}${role ? ', with the role menu' : ''}) at 320 px with text at 200 %, the header grows to hold its content, pins at 80 px without moving the page or covering a focused link`, async ({
      page,
      context,
    }) => {
      await recordThirdParty(context);
      await storeConsent(context, baseURL, { analytics: false, media: false });
      if (role) await context.addCookies([{ name: 'role', value: role, url: baseURL }]);
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(path);
      await waitForIslands(page);
      await waitForStartup(page);
      await enlargeText(page);

      const inFlow = await headerMeasures(page);
      // Taller than the 72 px of default text, and nothing in it hangs out below.
      expect(inFlow.height).toBeGreaterThan(72);
      expect(inFlow.contentBottom).toBeLessThanOrEqual(inFlow.bottom + 1);

      // Pinning at 80 px moves nothing below the header: the intro stays where it was on the page
      // (within half a pixel: the scroll offset is rounded to device pixels, a real shift is the header's height).
      const introY = () =>
        page.locator('.intro').evaluate((intro) => intro.getBoundingClientRect().top + window.scrollY);
      const before = await introY();
      await scrollToY(page, 79);
      expect(await introY()).toBeCloseTo(before, 0);
      await scrollToY(page, 400);
      await expect(page.locator('#site-header')).toHaveAttribute('data-fixed');
      expect(await introY()).toBeCloseTo(before, 0);
      // Once its fade-in has ended (it slides down 10 px).
      await expect.poll(async () => (await headerMeasures(page)).top).toBe(0);
      const pinned = await headerMeasures(page);
      expect(pinned.height).toBe(inFlow.height);

      // A link reached by keyboard is scrolled clear of the pinned header.
      const link = page.locator('main a[href]').nth(3);
      await link.focus();
      const linkTop = await link.evaluate((element) => element.getBoundingClientRect().top);
      expect(linkTop).toBeGreaterThanOrEqual(pinned.bottom);

      expect(await sidewaysScroll(page)).toBe(0);
      expect(await textPastTheScreen(page)).toEqual([]);

      if (role) {
        // The phone menu still opens under the pinned header, and its links fit the screen.
        await page.getByRole('button', { name: t.COMPONENTS.HEADER.MENU_BUTTON }).click();
        const panel = page.locator('.main-menu__panel');
        await expect(panel).toBeVisible();
        const panelTop = () => panel.evaluate((element) => Math.round(element.getBoundingClientRect().top));
        await expect.poll(panelTop).toBeGreaterThanOrEqual(Math.floor(pinned.bottom) - 1);
        expect(await panelTop()).toBeLessThanOrEqual(Math.ceil(pinned.bottom) + 1);
        await expect(panel.getByRole('link', { name: t.MENU.home })).toBeInViewport();
        expect(await textCutInside(panel)).toEqual([]);
      }
    });
  }

  test.describe(`(${lang}) at 390 px with text at 200 %`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
    });

    test('the consent banner fits the screen and none of its text is cut off', async ({ page }) => {
      await visit(page, path, []);
      const banner = page.getByRole('region', { name: t.COMPONENTS.CONSENT.BANNER_TITLE });
      await expect(banner).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await textCutInside(banner)).toEqual([]);
    });

    test('the contact modal fits the screen and none of its text is cut off', async ({ page, context }) => {
      const provider = await fakeProvider(page, lang);
      await storeConsent(context, baseURL, { analytics: false, media: false });
      await visit(page, path, []);
      await waitForIslands(page);
      await page.getByRole('contentinfo').getByRole('link', { name: t.COMPONENTS.FOOTER.CONTACT_US }).click();
      const dialog = page.getByRole('dialog', { name: t.COMPONENTS.CONTACT_MODAL.TITLE });
      await expect(
        dialog.getByRole('textbox', { name: labelOf(provider.definition, 'email'), exact: true }),
      ).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await textCutInside(dialog)).toEqual([]);
    });

    test('a footer dialog fits the screen and none of its text is cut off', async ({ page, context }) => {
      await storeConsent(context, baseURL, { analytics: false, media: false });
      await visit(page, path, []);
      await waitForIslands(page);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t.COMPONENTS.FOOTER.PRIVACY_POLICY })
        .click();
      const dialog = page.getByRole('dialog', { name: t.COMPONENTS.FOOTER.PRIVACY_POLICY });
      await expect(dialog).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await textCutInside(dialog)).toEqual([]);
    });
  });
}
