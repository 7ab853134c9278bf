// The header at every width: the inline menu, no menu without a role, one line without overflow.
import { expect, test } from './support/fixtures.ts';
import { DESKTOP, PAGES, open, pageOverflow } from './support/header-menu.ts';

for (const { lang, path, t } of PAGES) {
  const menuName = t.COMPONENTS.HEADER.MENU;
  const buttonName = t.COMPONENTS.HEADER.MENU_BUTTON;
  const labels = [t.MENU.home, t.MENU.sustainability, t.MENU.companies];

  test.describe(`header menu (${lang}) ${path}`, () => {
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
