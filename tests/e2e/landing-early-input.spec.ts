import type { Locator, Page } from '@playwright/test';
import { storeConsent } from './support/consent.ts';
import { expect, test } from './support/fixtures.ts';
import { settledBox } from './support/landing.ts';

/**
 * What a visitor does to an island before it has hydrated is not lost (src/lib/hydration/
 * early-input.ts). On a phone the carousel hydrates about 0.6 s after it scrolls into view; here
 * the chunks of the carousel and of the card grid are held back until the test lets them load,
 * so the input certainly reaches the prerendered, not yet hydrated, buttons.
 */
async function holdIslands(page: Page): Promise<() => void> {
  const { promise: released, resolve: release } = Promise.withResolvers<undefined>();
  await page.route(/\/_astro\/(ReasonsCarousel|MediaElementsGrid)\.[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => {
    release(undefined);
  };
}

/** A finger swiping horizontally across the carousel's slides, from right to left, as a phone's touch screen sends it. */
async function swipeLeft(page: Page, slides: Locator) {
  const box = await settledBox(slides);
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  // The finger lands on the slides, or the test would check something else than it says.
  const landsOnSlides = await slides.evaluate(
    (element, at) => element.contains(document.elementFromPoint(at.x, at.y)),
    { x: from, y },
  );
  expect(landsOnSlides, 'the swipe starts on the slides').toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from - step * 25) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const notHydrated = (page: Page, component: string) =>
  page.locator(`astro-island[ssr][component-url*="/${component}."]`);

for (const { path, next, previous, of, turn } of [
  {
    path: '/it/sostenibilita',
    next: 'Successivo',
    previous: 'Precedente',
    of: 'di',
    turn: 'Gira la scheda «Canvas»',
  },
  {
    path: '/en/medium-big-companies',
    next: 'Next',
    previous: 'Previous',
    of: 'of',
    turn: 'Turn over the “Canvas” card',
  },
] as const) {
  test.describe(`input before hydration (${path})`, () => {
    test('carousel clicks and arrow keys are replayed in order once it hydrates', async ({ page }) => {
      const release = await holdIslands(page);
      await page.goto(path);
      const carousel = page.locator('.reasons .carousel');
      const nextButton = carousel.getByRole('button', { name: next });
      await nextButton.scrollIntoViewIfNeeded();
      await nextButton.click();
      await nextButton.click();
      await page.keyboard.press('ArrowRight');
      await carousel.getByRole('button', { name: previous }).click();
      await page.keyboard.press('Enter'); // on Previous: a click, so replayed once, not twice
      await expect(notHydrated(page, 'ReasonsCarousel')).toHaveCount(1);

      release();
      await expect(notHydrated(page, 'ReasonsCarousel')).toHaveCount(0);
      // 1 → 2 → 3 → 4 (arrow) → 3 → 2
      await expect(carousel.getByRole('group')).toHaveAccessibleName(`2 ${of} 4`);
      await expect(carousel.getByRole('button', { name: previous })).toBeFocused();

      // Once hydrated, input is the island's own: nothing is replayed a second time.
      await nextButton.click();
      await expect(carousel.getByRole('group')).toHaveAccessibleName(`3 ${of} 4`);
    });

    test('a card turned from the keyboard before hydration shows its back once it hydrates', async ({
      page,
    }) => {
      const release = await holdIslands(page);
      await page.goto(path);
      const button = page.getByRole('button', { name: turn });
      await button.focus();
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(notHydrated(page, 'MediaElementsGrid')).toHaveCount(1);

      release();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    });

    test('a swipe on the carousel before it hydrates moves it once it hydrates', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 844 } });
      // A choice made earlier: the consent banner would otherwise cover the carousel at this size.
      await storeConsent(context, baseURL ?? '', { analytics: false, media: false });
      const page = await context.newPage();
      const release = await holdIslands(page);
      await page.goto(path);
      const carousel = page.locator('.reasons .carousel');
      const slides = carousel.locator('.carousel__slides');
      await swipeLeft(page, slides);
      await expect(notHydrated(page, 'ReasonsCarousel')).toHaveCount(1);

      release();
      await expect(notHydrated(page, 'ReasonsCarousel')).toHaveCount(0);
      await expect(carousel.getByRole('group')).toHaveAccessibleName(`2 ${of} 4`);
      // Hydrated: the next swipe is the island's own, and counts once.
      await swipeLeft(page, slides);
      await expect(carousel.getByRole('group')).toHaveAccessibleName(`3 ${of} 4`);
      await context.close();
    });
  });
}
