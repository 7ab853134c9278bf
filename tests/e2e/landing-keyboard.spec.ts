import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { recordThirdParty, storeConsent } from './support/consent.ts';
import { expect, test } from './support/fixtures.ts';
import { scrollThrough, scrollToY } from './support/landing.ts';

/** Presses Tab until the focused element matches the CSS selector; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached with Tab`);
}

test('a keyboard-only visitor reaches and uses every interactive part, in page order (English)', async ({
  page,
  context,
}) => {
  await recordThirdParty(context);
  await page.goto('/en/sustainability');
  // Let the islands hydrate as a visitor would see them, then start from the top.
  await scrollThrough(page);
  await scrollToY(page, 0);

  await tabTo(page, '.brand');
  await tabTo(page, '.language-switch');
  await tabTo(page, '.site-header .button');
  await tabTo(page, '.intro .button');

  await tabTo(page, '.video__play');
  await expect(page.locator(':focus')).toHaveAccessibleName(/Play the video/);
  // Focus pulled the page down: the header is fixed now and never hides the focused control.
  await expect(page.locator('#site-header')).toHaveAttribute('data-fixed');
  const header = await page.locator('#site-header').boundingBox();
  const play = await page.locator(':focus').boundingBox();
  expect((play?.y ?? 0) + (play?.height ?? 0)).toBeGreaterThan((header?.y ?? 0) + (header?.height ?? 0));

  await tabTo(page, '.flip-card__toggle');
  await expect(page.locator(':focus')).toHaveAccessibleName('Turn over the “Virtual environment” card');
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName('Turn over the “Canvas” card');
  await page.keyboard.press('Space');
  await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'true');

  await tabTo(page, '.carousel__button');
  await expect(page.locator(':focus')).toHaveAccessibleName('Previous');
  await page.keyboard.press('Enter');
  await expect(page.locator('.carousel').getByRole('group')).toHaveAccessibleName('4 of 4');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.carousel').getByRole('group')).toHaveAccessibleName('1 of 4');

  await tabTo(page, '.story-card__link');
  await expect(page.locator(':focus')).toHaveAttribute('target', '_blank');
  await tabTo(page, 'a[href="#contact"]');
  await tabTo(page, '.closing-cta a');
  await expect(page.locator(':focus')).toHaveAccessibleName(/Book a demo/);
});

for (const [path, name] of [
  ['/it/aziende-medio-grandi', 'Vai al contenuto'],
  ['/en/sustainability', 'Skip to content'],
] as const) {
  test(`the first stop after the consent banner skips the header to the content (${path})`, async ({
    page,
    context,
  }) => {
    await recordThirdParty(context);
    await storeConsent(context, baseURL, { analytics: false, media: false });
    await page.goto(path);
    const skip = page.getByRole('link', { name, exact: true });
    // Out of sight until focused, then in view.
    expect((await skip.boundingBox())?.y ?? 0).toBeLessThan(0);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect.poll(async () => (await skip.boundingBox())?.y).toBeGreaterThanOrEqual(0);

    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next stop is the intro's call to action, past the whole header.
    await page.keyboard.press('Tab');
    await expect(page.locator('.intro .button')).toBeFocused();
  });
}
