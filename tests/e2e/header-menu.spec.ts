import { baseURL } from '../../playwright.config.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { PAGES, PHONE, headerBottom, introTop, open, pageOverflow } from './support/header-menu.ts';
import { scrollToY } from './support/landing.ts';
import { animationsFinished } from './support/settled.ts';
import { waitForIslands } from './support/startup.ts';

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
  });
}
