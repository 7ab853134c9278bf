import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * The pictures offered in several widths say, in `sizes`, how wide the layout shows them; the
 * browser picks a rendition from that before any layout (decision 126). These tests hold the
 * `sizes` written beside each component to the page as it is laid out, at the widths where the
 * layout changes, and check what a phone fetches.
 */
const PAGES = [
  { path: '/homepage/it', cookies: [{ name: 'lang', value: 'it' }] },
  { path: '/en/sustainability', cookies: [] },
];
const WIDTHS = [360, 412, 600, 768, 1024, 1199, 1280, 1460, 1920, 2560];
/** How much wider than shown `sizes` may say a picture is: more, and a screen fetches a wider rendition than it needs. */
const MOST_OVER = 1.15;

/** Each picture with a `sizes`: its class, the width its `sizes` gives now, the width laid out. */
function sizedPictures(page: Page): Promise<{ name: string; sizes: number; shown: number }[]> {
  return page.evaluate(() => {
    /** The width a `sizes` attribute gives at this viewport: its first entry whose media condition holds. */
    const widthOf = (sizes: string): number => {
      /** Where the text from `from` reaches `stop` outside parentheses (or its end). */
      const reach = (text: string, from: number, stop: (char: string, depth: number) => boolean) => {
        let depth = 0;
        let end = from;
        for (; end < text.length; end += 1) {
          const char = text.charAt(end);
          depth += char === '(' ? 1 : char === ')' ? -1 : 0;
          if (stop(char, depth)) break;
        }
        return end;
      };
      let rest = sizes.trim();
      while (rest) {
        // An entry: an optional media condition (up to where its first parenthesis closes), a length.
        const conditionEnd = rest.startsWith('(') ? reach(rest, 0, (_char, depth) => depth === 0) + 1 : 0;
        const lengthEnd = reach(rest, conditionEnd, (char, depth) => char === ',' && depth === 0);
        const condition = rest.slice(0, conditionEnd);
        const length = rest.slice(conditionEnd, lengthEnd).trim();
        rest = rest.slice(lengthEnd + 1).trim();
        if (condition && !matchMedia(condition).matches) continue;
        // The length resolved by the browser itself (calc, min, vw, rem).
        const probe = document.createElement('div');
        probe.style.cssText = `position: absolute; top: 0; left: 0; height: 0; width: ${length}`;
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      }
      return Number.NaN;
    };
    return [...document.querySelectorAll<HTMLImageElement>('img[sizes]')].map((image) => ({
      name: `${image.className} ${image.getAttribute('src') ?? ''}`,
      sizes: widthOf(image.sizes),
      shown: image.getBoundingClientRect().width,
    }));
  });
}

for (const { path, cookies } of PAGES) {
  test(`${path}: every picture's sizes covers the width it is shown at, without much to spare`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL ?? '' })));
    await page.goto(path);
    // The root font size that `rem` in sizes is read at (media queries' own, 16 px).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const pictures = await sizedPictures(page);
      expect(pictures.length, `${path} names pictures with sizes`).toBeGreaterThanOrEqual(2);
      for (const { name, sizes, shown } of pictures) {
        expect(sizes, `${name} at ${String(width)} px: shown ${String(shown)} px`).toBeGreaterThanOrEqual(
          shown - 0.5,
        );
        expect(sizes, `${name} at ${String(width)} px: shown ${String(shown)} px`).toBeLessThanOrEqual(
          shown * MOST_OVER,
        );
      }
    }
  });
}

test('a phone at 1.75x (Lighthouse’s) fetches the 720 px posters, not the 1,600 px ones', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const posters: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/images/posters/')) posters.push(new URL(request.url()).pathname);
  });
  await page.goto('/en/sustainability');
  const shown = page.locator('.video__poster');
  await expect(shown).toHaveCount(2);
  for (const poster of await shown.all()) {
    await poster.scrollIntoViewIfNeeded();
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    expect(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.w720\.webp$/);
  }
  expect(posters.sort()).toEqual([
    '/images/posters/how-it-works.w720.webp',
    '/images/posters/what-is.w720.webp',
  ]);
  expect(errors).toEqual([]);
  await context.close();
});
