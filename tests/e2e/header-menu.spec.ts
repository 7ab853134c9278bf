import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { DICTIONARIES, type Dictionary } from '../../src/i18n/dictionaries/index.ts';
import { recordThirdParty, storeConsent } from './support/consent.ts';
import { waitForIslands, waitForStartup } from './support/startup.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { scrollToY } from './support/landing.ts';
import { animationsFinished } from './support/settled.ts';

const en = DICTIONARIES.en;
const it = DICTIONARIES.it;

/** The header menu of a visitor with a role (role 2 sees every route: the longest menu). */
const PAGES: readonly { lang: string; path: string; t: Dictionary; current: string }[] = [
  { lang: 'it', path: '/it/sostenibilita', t: it, current: it.MENU.sustainability },
  { lang: 'en', path: '/en/medium-big-companies', t: en, current: en.MENU.companies },
];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1460, height: 900 };

async function open(page: Page, path: string, role: string | undefined, viewport = PHONE) {
  const context = page.context();
  await recordThirdParty(context);
  // The consent question is answered, so the page shows only what these tests look at.
  await storeConsent(context, baseURL, { analytics: false, media: false });
  if (role !== undefined) await context.addCookies([{ name: 'role', value: role, url: baseURL }]);
  await page.setViewportSize(viewport);
  await page.goto(path);
  await waitForIslands(page);
  // The menu comes with the configuration: wait for the start-up loading to end.
  await waitForStartup(page);
  await expect(page.getByRole('status')).toHaveCount(0);
}

/** Where the header's background ends (its bottom border is drawn over by the panel's own top border). */
const headerBottom = (page: Page) =>
  page
    .locator('#site-header')
    .evaluate((header) => header.getBoundingClientRect().top + header.clientTop + header.clientHeight);
const introTop = (page: Page) =>
  page.locator('.intro').evaluate((intro) => intro.getBoundingClientRect().top + window.scrollY);
const pageOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

for (const { lang, path, t, current } of PAGES) {
  const menuName = t.COMPONENTS.HEADER.MENU;
  const buttonName = t.COMPONENTS.HEADER.MENU_BUTTON;
  const labels = [t.MENU.home, t.MENU.sustainability, t.MENU.companies];

  test.describe(`header menu (${lang}) ${path}`, () => {
    test('at 390 px a menu button opens a panel under the header by mouse, over the page', async ({
      page,
    }) => {
      await open(page, path, '2');
      const nav = page.getByRole('navigation', { name: menuName });
      const button = nav.getByRole('button', { name: buttonName });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link')).toHaveCount(0);
      // The language switch has moved into the panel to make room for the button.
      await expect(page.locator('.site-header__actions').locator('[data-lang-switch]')).toBeHidden();
      const contentTop = await introTop(page);

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${(await button.getAttribute('aria-controls')) ?? ''}`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('listitem')).toHaveText(labels);
      await expect(panel.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
      await expect(panel.locator('[data-lang-switch]')).toBeVisible();
      // The panel slides down into place (0.2 s): its final position is what the visitor reads.
      await expect.poll(async () => (await panel.boundingBox())?.y).toBeCloseTo(await headerBottom(page), 0);
      const panelBox = await panel.boundingBox();
      expect(panelBox?.x).toBe(0);
      expect(panelBox?.width).toBe(PHONE.width);
      expect(await introTop(page), 'the panel overlays the page and moves nothing').toBe(contentTop);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      await button.click();
      // A press on the page below the panel.
      await page.mouse.click(PHONE.width / 2, PHONE.height - 60);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    });

    test('at 390 px the menu works with the keyboard alone; Escape returns focus to the button', async ({
      page,
    }) => {
      await open(page, path, '2');
      const button = page.getByRole('button', { name: buttonName });
      // From the top of the page: the skip link, the logo's home link, then the menu button.
      await page.keyboard.press('Tab');
      await expect(page.locator('.skip-link')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.locator('.brand')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: t.MENU.home, exact: true })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await expect(page.getByRole('link', { name: t.MENU.home, exact: true })).toBeHidden();

      // Space opens it too; tabbing on past the panel closes it, so it never hides what gets focus.
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      for (let step = 0; step < labels.length + 1; step += 1) await page.keyboard.press('Tab');
      await expect(page.locator('.main-menu__panel [data-lang-switch]')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.locator('.site-header__actions .button')).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    test('at 390 px an Escape or a press outside right after opening closes the menu', async ({ page }) => {
      await open(page, path, '2');
      // The next task after the click, before any frame is painted: as fast as a quick hand can get.
      const closedBy = (dismiss: string) =>
        page.evaluate(async (kind) => {
          const button = document.querySelector<HTMLButtonElement>('.main-menu__toggle');
          button?.click();
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (kind === 'escape') document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
          else document.querySelector('main')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
          await new Promise((resolve) => setTimeout(resolve, 0));
          return button?.getAttribute('aria-expanded');
        }, dismiss);
      expect(await closedBy('escape')).toBe('false');
      expect(await closedBy('outside')).toBe('false');
    });

    test('at 390 px choosing a link in the panel goes there, with the menu closed', async ({ page }) => {
      await open(page, path, '2');
      await page.getByRole('button', { name: buttonName }).click();
      await page.getByRole('link', { name: t.MENU.home, exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await waitForIslands(page);
      const nav = page.getByRole('navigation', { name: menuName });
      await expect(nav.getByRole('button', { name: buttonName })).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: t.MENU.sustainability })).toBeHidden();
    });

    test('at 390 px the page with the panel open has no WCAG 2.2 AA violations', async ({ page }) => {
      await open(page, path, '2');
      await page.getByRole('button', { name: buttonName }).click();
      await expect(page.getByRole('link', { name: t.MENU.home, exact: true })).toBeVisible();
      await animationsFinished(page); // the panel's fade-in ends before colours are measured
      expect(await axeViolations(page)).toEqual([]);
    });

    test('at 390 px the header still becomes fixed at 80 px with the panel closed, and its menu opens there', async ({
      page,
    }) => {
      await open(page, path, '2');
      const header = page.locator('#site-header');
      const button = page.getByRole('button', { name: buttonName });
      const contentTop = await introTop(page);
      await scrollToY(page, 80);
      await expect(header).toHaveAttribute('data-fixed');
      expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
      expect(await introTop(page)).toBe(contentTop);
      await expect(button).toBeInViewport();

      await button.click();
      const panel = page.locator('.main-menu__panel');
      await expect(panel).toBeVisible();
      await expect.poll(async () => (await panel.boundingBox())?.y).toBeCloseTo(await headerBottom(page), 0);
      expect(await introTop(page)).toBe(contentTop);
    });

    test('the panel slides in, and only fades in when the visitor asks for reduced motion', async ({
      page,
    }) => {
      const animationOfPanel = async () => {
        await open(page, path, '2');
        await page.getByRole('button', { name: buttonName }).click();
        const panel = page.locator('.main-menu__panel');
        await expect(panel).toBeVisible();
        return panel.evaluate((element) => getComputedStyle(element).animationName);
      };
      expect(await animationOfPanel()).toBe('header-fade-in');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await animationOfPanel()).toBe('header-fade');
    });

    test('at 1460 px the menu is inline in the header, without a button', async ({ page }) => {
      await open(page, path, '2', DESKTOP);
      const nav = page.getByRole('navigation', { name: menuName });
      await expect(nav.getByRole('button')).toBeHidden();
      await expect(nav.getByRole('link')).toHaveText(labels);
      const headerBox = await page.locator('#site-header').boundingBox();
      for (const link of await nav.getByRole('link').all()) {
        const box = await link.boundingBox();
        expect(
          box && headerBox && box.y >= headerBox.y && box.y + box.height <= headerBox.y + headerBox.height,
        ).toBe(true);
      }
      await expect(page.locator('.site-header__actions [data-lang-switch]')).toBeVisible();
    });

    test('an anonymous visitor gets no menu and no menu button at 390 px', async ({ page }) => {
      await open(page, path, undefined);
      await expect(page.getByRole('navigation', { name: menuName })).toHaveCount(0);
      await expect(page.getByRole('button', { name: buttonName })).toHaveCount(0);
      await expect(page.locator('.site-header__actions [data-lang-switch]')).toBeVisible();
    });

    // One load, three widths: the header is laid out again at each (decision 117).
    test('at 390, 768 and 1460 px the header fits on one line and the page has no horizontal overflow', async ({
      page,
    }) => {
      await open(page, path, '2', { width: 390, height: 800 });
      for (const width of [390, 768, 1460]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await pageOverflow(page), `${String(width)} px`).toBeLessThanOrEqual(0);
        // Each visible part of the header sits beside the previous one, inside the header's row,
        // and each menu label takes one line.
        const layout = await page.locator('.site-header__inner').evaluate((inner) => {
          const parts = [
            ...inner.querySelectorAll(
              '.brand, .main-menu__toggle, .main-menu__list a, .site-header__actions > *',
            ),
          ]
            .filter((part) => part.getBoundingClientRect().width > 0)
            .map((part) => {
              const box = part.getBoundingClientRect();
              const style = getComputedStyle(part);
              const textHeight = box.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
              return { left: box.left, right: box.right, lines: textHeight / parseFloat(style.lineHeight) };
            });
          const row = inner.getBoundingClientRect();
          return { parts, right: row.right - parseFloat(getComputedStyle(inner).paddingRight) };
        });
        // The logo, the menu (its button, or its three links), the language switch from 768 px, book-demo.
        const where = `${String(width)} px`;
        expect(layout.parts, where).toHaveLength(width >= 768 ? 6 : 3);
        layout.parts.forEach((part, index) => {
          if (index > 0) expect(part.left, where).toBeGreaterThanOrEqual(layout.parts[index - 1]?.right ?? 0);
        });
        expect(layout.parts.at(-1)?.right, where).toBeLessThanOrEqual(layout.right + 0.5);
        if (width >= 768)
          for (const link of layout.parts.slice(1, 4)) expect(link.lines, where).toBeCloseTo(1, 1);
      }
    });
  });
}
