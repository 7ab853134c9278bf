import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';

/**
 * Forced colours (Windows High Contrast and similar) drop backgrounds and shadows. Surfaces that
 * are told apart from the page only by those keep an edge: a border, transparent otherwise, which
 * forced colours draw in the system's text colour.
 */
const edge = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { width: style.borderTopWidth, color: style.borderTopColor };
  });

for (const { lang, path, t } of LANGUAGES) {
  test.describe(`forced colours (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' });
    });

    test('the contact dialog has a visible edge against the page behind it', async ({ page }) => {
      await page.goto(`${path}#contact`);
      const dialog = page.getByRole('dialog', { name: t.COMPONENTS.CONTACT_MODAL.TITLE });
      await expect(dialog).toBeVisible();
      const { width, color } = await edge(dialog);
      expect(width).toBe('1px');
      expect(color).not.toBe('rgba(0, 0, 0, 0)');
    });

    test('a turned card’s back face has a visible edge', async ({ page }) => {
      await page.goto(path);
      const grid = page.locator('.media-elements');
      await grid.scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island:has(.media-elements)')).not.toHaveAttribute('ssr');
      const button = grid.getByRole('button').first();
      await button.press('Enter');
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      const back = grid.locator('.flip-card__face--back').first();
      const { width, color } = await edge(back);
      expect(width).toBe('1px');
      expect(color).not.toBe('rgba(0, 0, 0, 0)');
    });
  });
}
