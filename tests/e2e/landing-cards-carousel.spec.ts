import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { twoFrames } from './support/landing.ts';

/** The turn angle of a card's inner element: 180 when its back shows, 0 when its front does. */
const turnAngle = (card: Locator) =>
  card.locator('.flip-card__inner').evaluate((inner) => {
    const { transform } = getComputedStyle(inner);
    if (transform === 'none') return 0;
    const m = new DOMMatrixReadOnly(transform);
    return Math.round((Math.atan2(-m.m13, m.m11) * 180) / Math.PI + 360) % 360;
  });

/** The card a turn button belongs to (the button is the card's last child). */
const cardOf = (button: Locator) => button.locator('xpath=..');

async function openGrid(page: Page, path: string) {
  await page.goto(path);
  const grid = page.locator('.media-elements');
  await grid.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has(.media-elements)')).not.toHaveAttribute('ssr');
  return grid;
}

test.describe('flip cards', () => {
  test('turn on click and back on a second click (Italian)', async ({ page }) => {
    const grid = await openGrid(page, '/it/sostenibilita');
    const button = grid.getByRole('button', { name: 'Gira la scheda «Canvas»' });
    const card = cardOf(button);
    await page.mouse.move(0, 0);
    await button.click({ position: { x: 20, y: 20 } });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await expect.poll(() => turnAngle(card)).toBe(180);
    await button.click({ position: { x: 20, y: 20 } });
    await page.mouse.move(0, 0);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => turnAngle(card)).toBe(0);
  });

  test('turn with Enter and Space from the keyboard, with the back face readable (English)', async ({
    page,
  }) => {
    const grid = await openGrid(page, '/en/medium-big-companies');
    const button = grid.getByRole('button', { name: 'Turn over the “Video player” card' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const card = cardOf(button);
    await expect(
      card.getByText('Video up to 4K with subtitles in several languages', { exact: false }),
    ).toBeVisible();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  test('turn on hover with a fine pointer', async ({ page }) => {
    const grid = await openGrid(page, '/en/sustainability');
    const card = grid.locator('.flip-card').first();
    await card.hover();
    await expect.poll(() => turnAngle(card)).toBe(180);
    await expect(card.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
    await page.mouse.move(0, 0);
    await expect.poll(() => turnAngle(card)).toBe(0);
  });

  test('swap faces without any 3D turn when reduced motion is asked for', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const grid = await openGrid(page, '/it/aziende-medio-grandi');
    const button = grid.getByRole('button', { name: 'Gira la scheda «3D»' });
    const card = cardOf(button);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(
      await card.locator('.flip-card__inner').evaluate((inner) => getComputedStyle(inner).transform),
    ).toBe('none');
    expect(
      await card.locator('.flip-card__face--back').evaluate((face) => getComputedStyle(face).transform),
    ).toBe('none');
    await expect
      .poll(() => card.locator('.flip-card__face--back').evaluate((face) => getComputedStyle(face).opacity))
      .toBe('1');
    await expect
      .poll(() => card.locator('.flip-card__face--front').evaluate((face) => getComputedStyle(face).opacity))
      .toBe('0');
  });
});

async function openCarousel(page: Page, path: string) {
  await page.goto(path);
  const carousel = page.locator('.carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has(.carousel)')).not.toHaveAttribute('ssr');
  // Its section is laid out for real, not still skipped at its estimated height (decision 035):
  // the island can start a frame before the browser swaps the estimate for the real height.
  await expect
    .poll(() => carousel.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(true);
  return carousel;
}

for (const { path, locale, previous, next, of, role } of [
  {
    path: '/it/sostenibilita',
    locale: 'it',
    previous: 'Precedente',
    next: 'Successivo',
    of: 'di',
    role: 'carosello',
  },
  {
    path: '/en/medium-big-companies',
    locale: 'en',
    previous: 'Previous',
    next: 'Next',
    of: 'of',
    role: 'carousel',
  },
] as const) {
  test.describe(`carousel (${locale})`, () => {
    test('is a labelled carousel region that exposes only the current slide', async ({ page }) => {
      const carousel = await openCarousel(page, path);
      await expect(carousel).toHaveRole('region');
      await expect(carousel).toHaveAttribute('aria-roledescription', role);
      await expect(carousel).toHaveAccessibleName(/.+/);
      const slides = carousel.getByRole('group');
      await expect(slides).toHaveCount(1);
      await expect(slides).toHaveAttribute('aria-roledescription', 'slide');
      await expect(slides).toHaveAccessibleName(`1 ${of} 4`);
    });

    test('wraps from first to last and from last to first with the buttons', async ({ page }) => {
      const carousel = await openCarousel(page, path);
      const slide = carousel.getByRole('group');
      await carousel.getByRole('button', { name: previous }).click();
      await expect(slide).toHaveAccessibleName(`4 ${of} 4`);
      await carousel.getByRole('button', { name: next }).click();
      await expect(slide).toHaveAccessibleName(`1 ${of} 4`);
      for (const n of [2, 3, 4, 1]) {
        await carousel.getByRole('button', { name: next }).click();
        await expect(slide).toHaveAccessibleName(`${String(n)} ${of} 4`);
      }
    });

    test('moves with the arrow keys, from the keyboard alone', async ({ page }) => {
      const carousel = await openCarousel(page, path);
      const nextButton = carousel.getByRole('button', { name: next });
      await nextButton.focus();
      await page.keyboard.press('Enter');
      await expect(carousel.getByRole('group')).toHaveAccessibleName(`2 ${of} 4`);
      await page.keyboard.press('ArrowRight');
      await expect(carousel.getByRole('group')).toHaveAccessibleName(`3 ${of} 4`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(carousel.getByRole('group')).toHaveAccessibleName(`4 ${of} 4`);
    });

    test('moves with a touch swipe', async ({ page }) => {
      const carousel = await openCarousel(page, path);
      const slides = carousel.locator('.carousel__slides');
      const box = await slides.boundingBox();
      const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
      const swipe = async (fromX: number, toX: number) => {
        await slides.dispatchEvent('pointerdown', {
          pointerType: 'touch',
          isPrimary: true,
          clientX: fromX,
          clientY: y,
        });
        await slides.dispatchEvent('pointerup', {
          pointerType: 'touch',
          isPrimary: true,
          clientX: toX,
          clientY: y,
        });
      };
      await swipe(300, 150);
      await expect(carousel.getByRole('group')).toHaveAccessibleName(`2 ${of} 4`);
      await swipe(150, 300);
      await swipe(150, 300);
      await expect(carousel.getByRole('group')).toHaveAccessibleName(`4 ${of} 4`);
    });

    test('keeps its height from slide to slide, so the page below never moves', async ({ page }) => {
      // One load, three widths: a visitor who turns a tablet or resizes a window gets the same.
      await page.setViewportSize({ width: 390, height: 900 });
      const carousel = await openCarousel(page, path);
      for (const width of [390, 768, 1460]) {
        await page.setViewportSize({ width, height: 900 });
        await carousel.scrollIntoViewIfNeeded();
        await twoFrames(page);
        const heights = new Set<number>();
        const gaps = new Set<number>();
        for (const n of [1, 2, 3, 4]) {
          await expect(carousel.getByRole('group')).toHaveAccessibleName(`${String(n)} ${of} 4`);
          heights.add(Math.round((await carousel.boundingBox())?.height ?? 0));
          // Measured from the carousel, not from the document's top: sections above it that
          // scroll into range swap their estimated height for their real one (decision 035),
          // which moves everything by a few pixels but is not the carousel's doing.
          gaps.add(
            await page.evaluate(() => {
              const top = (selector: string) =>
                document.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN;
              return Math.round(top('.stories') - top('.carousel'));
            }),
          );
          await carousel.getByRole('button', { name: next }).click();
        }
        expect([...heights], `${String(width)} px`).toHaveLength(1);
        expect([...gaps], `${String(width)} px`).toHaveLength(1);
      }
    });

    test('never turns on its own', async ({ page }) => {
      // The page's clock, not a wait: a minute of its timers runs at once.
      await page.clock.install();
      const carousel = await openCarousel(page, path);
      await page.clock.runFor(60_000);
      await expect(carousel.getByRole('group')).toHaveAccessibleName(`1 ${of} 4`);
    });
  });
}
