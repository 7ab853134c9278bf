import { expect, test } from './support/fixtures.ts';
import {
  ALL_SECTIONS_LAID_OUT,
  LANDING_PAGES,
  openLandingPage,
  textClippedByItsBox,
  textPastTheScreen,
  WCAG_TEXT_SPACING,
} from './support/landing.ts';
import {
  expectClosingLineBrokenBetweenSentences,
  expectNoLoneShortWordInHeadings,
  expectStoryLinksKeptWhole,
} from './support/line-breaks.ts';
import { controlsOffThePageFont } from './support/pages.ts';

/** Top edge of each section in page order (docs/requirements.md R4.1). */
const SECTION_ORDER = [
  '.site-header',
  '.intro',
  '.lateral-banner',
  '.simple-banner',
  '.media-elements',
  '.reasons',
  '.stories',
  '.help',
  '.closing-line',
  '.closing-cta',
];

for (const entry of LANDING_PAGES) {
  test.describe(entry.name, () => {
    // One page load for the checks that only read the page as it opens.
    test("shows every section in the spec's order, sets every button in the page's typeface, sizes and describes every image", async ({
      page,
    }) => {
      await openLandingPage(page, entry);
      await expect(page.locator('html')).toHaveAttribute('lang', entry.locale);
      const tops: number[] = [];
      for (const selector of SECTION_ORDER) {
        const section = page.locator(selector);
        await expect(section, selector).toHaveCount(1);
        tops.push(await section.evaluate((element) => element.getBoundingClientRect().top + window.scrollY));
      }
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('.media-elements li')).toHaveCount(6);
      await expect(page.locator('.story-card')).toHaveCount(3);
      await expect(page.locator('.carousel__slide')).toHaveCount(4);
      expect(await page.locator('button').count()).toBeGreaterThan(10);
      expect(await controlsOffThePageFont(page)).toEqual([]);

      // Every image has its size and a text alternative; below the fold, it loads lazily.
      const images = await page.locator('main img').evaluateAll((imgs) =>
        imgs.map((img) => ({
          src: img.getAttribute('src'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          alt: img.getAttribute('alt'),
          loading: img.getAttribute('loading'),
          top: img.getBoundingClientRect().top,
        })),
      );
      expect(images.length).toBeGreaterThan(30);
      for (const image of images) {
        expect(Number(image.width), String(image.src)).toBeGreaterThan(0);
        expect(Number(image.height), String(image.src)).toBeGreaterThan(0);
        expect(image.alt?.trim(), String(image.src)).toBeTruthy();
        if (image.top > 1200) expect(image.loading, String(image.src)).toBe('lazy');
      }
    });

    // "No request to a third party while loading and scrolling" shares landing-a11y's load and scroll.
  });
}

// The hero image's preload is markup only: tests/built-site/hero-preload.test.ts reads it from the build.
for (const entry of LANDING_PAGES.filter((candidate) => candidate.home)) {
  test(`${entry.name}: opens with the full-screen landing view, then links to both audience pages`, async ({
    page,
  }) => {
    await openLandingPage(page, entry);
    const view = page.locator('.landing-view');
    const box = await view.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y + box.height).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);
    const logo = view.getByRole('link', { name: /Storyverse S\.r\.l\./ });
    await expect(logo).toHaveAttribute('target', '_blank');
    await expect(logo).toHaveAttribute('rel', 'noopener');
    const audiences = page.locator('.audiences');
    const links =
      entry.locale === 'it'
        ? ['/it/sostenibilita', '/it/aziende-medio-grandi']
        : ['/en/sustainability', '/en/medium-big-companies'];
    for (const href of links) await expect(audiences.locator(`a[href="${href}"]`)).toHaveCount(1);
  });
}

test.describe('breakpoints', () => {
  test('the footer lines up with the header and the sections at every width', async ({ page }) => {
    await page.goto('/it/sostenibilita');
    await page.addStyleTag({ content: ALL_SECTIONS_LAID_OUT });
    for (const width of [390, 768, 1460]) {
      await page.setViewportSize({ width, height: 900 });
      const left = async (selector: string) =>
        Math.round((await page.locator(selector).boundingBox())?.x ?? -1);
      const brand = await left('.site-header .brand');
      expect(await left('.intro__title'), `${String(width)} px`).toBe(brand);
      expect(await left('.site-footer__links li:first-child a'), `${String(width)} px`).toBe(brand);
    }
  });

  // One load per page walks every width any of the three line-break checks is read at; each check
  // keeps its own widths (decision 117).
  for (const entry of LANDING_PAGES)
    test(`${entry.name}: lines break where a reader expects, from phones to wide screens`, async ({
      page,
    }) => {
      await openLandingPage(page, entry);
      await page.addStyleTag({ content: ALL_SECTIONS_LAID_OUT });
      for (const width of [320, 360, 390, 768, 1024, 1460]) {
        await page.setViewportSize({ width, height: 900 });
        const where = `${entry.name} at ${String(width)} px`;
        if (width >= 360) await expectNoLoneShortWordInHeadings(page, where);
        if (!entry.home && width !== 1024) await expectStoryLinksKeptWhole(page, where);
        if ([390, 768, 1460].includes(width))
          await expectClosingLineBrokenBetweenSentences(page, entry, where);
      }
    });

  test('no card of the stories or help grids stands alone beside an empty slot, at any width', async ({
    page,
  }) => {
    await page.goto('/en/sustainability');
    await page.addStyleTag({ content: ALL_SECTIONS_LAID_OUT });
    for (const width of [390, 767, 768, 900, 1024, 1099, 1100, 1460]) {
      await page.setViewportSize({ width, height: 900 });
      for (const list of ['.stories__list', '.help__list']) {
        // The right edge of each row of cards, against the right edge of the grid.
        const gaps = await page.locator(list).evaluate((grid) => {
          const right = grid.getBoundingClientRect().right;
          const rows = new Map<number, number>();
          for (const card of grid.children) {
            const box = card.getBoundingClientRect();
            const top = Math.round(box.top);
            rows.set(top, Math.max(rows.get(top) ?? 0, box.right));
          }
          return [...rows.values()].map((rowRight) => Math.round(right - rowRight));
        });
        for (const gap of gaps) expect(gap, `${list} at ${String(width)} px`).toBeLessThanOrEqual(1);
      }
    }
  });

  test('below 768 px the banners stack; from 768 px the lateral banner sits side by side', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 767, height: 900 });
    await page.goto('/en/sustainability');
    const text = page.locator('.lateral-banner__text');
    const media = page.locator('.lateral-banner__media');
    const stacked = { text: await text.boundingBox(), media: await media.boundingBox() };
    expect(stacked.media?.y).toBeGreaterThan((stacked.text?.y ?? 0) + (stacked.text?.height ?? 0) - 1);

    await page.setViewportSize({ width: 768, height: 900 });
    const side = { text: await text.boundingBox(), media: await media.boundingBox() };
    expect(side.media?.x).toBeGreaterThan((side.text?.x ?? 0) + (side.text?.width ?? 0) - 1);
  });

  test('from 1460 px the lateral video runs to the edge of the screen and the simple banner goes side by side', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1459, height: 900 });
    await page.goto('/it/sostenibilita');
    const frame = page.locator('.lateral-banner .video__frame');
    const simpleText = page.locator('.simple-banner__text');
    const simpleMedia = page.locator('.simple-banner__media');
    let box = await frame.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(1459 - 20);
    expect((await simpleMedia.boundingBox())?.y).toBeGreaterThan((await simpleText.boundingBox())?.y ?? 0);

    await page.setViewportSize({ width: 1460, height: 900 });
    const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    box = await frame.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThanOrEqual(1460 - scrollbar - 1);
    const textBox = await simpleText.boundingBox();
    expect((await simpleMedia.boundingBox())?.x).toBeGreaterThan(
      (textBox?.x ?? 0) + (textBox?.width ?? 0) - 1,
    );

    // The caption under the edge-to-edge video still ends where the sections' content ends.
    await page.locator('.lateral-banner').scrollIntoViewIfNeeded();
    await expect(page.locator('.lateral-banner')).toHaveAttribute('data-revealed');
    const rightEdge = async (selector: string) =>
      page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().right));
    await expect
      .poll(() => rightEdge('.lateral-banner .video__caption a'))
      .toBe(await rightEdge('.simple-banner .video__frame'));

    // The content's other option (`direction: 'left'`, no page uses it yet): the video runs to the
    // left edge, and the caption starts where the sections' content starts.
    await page
      .locator('.lateral-banner')
      .evaluate((banner) =>
        banner.classList.replace('lateral-banner--media-right', 'lateral-banner--media-left'),
      );
    const leftEdge = async (selector: string) =>
      page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().left));
    await expect.poll(() => leftEdge('.lateral-banner .video__frame')).toBe(0);
    expect(await leftEdge('.lateral-banner .video__caption > span')).toBe(await leftEdge('.intro__title'));
  });

  // 320 px is the width WCAG 1.4.10 (Reflow) asks content to fit without scrolling sideways; then
  // the same 320 px with WCAG 1.4.12's text spacing. One load per page (decision 117).
  for (const entry of LANDING_PAGES)
    test(`${entry.name}: at 320 and 390 px nothing is wider than the screen, and with the text spacing of WCAG 1.4.12 no text is cut off at the edge of the screen or of its box`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 844 });
      await openLandingPage(page, entry);
      await page.addStyleTag({ content: ALL_SECTIONS_LAID_OUT });
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${String(width)} px`).toBeLessThanOrEqual(0);
        expect(await textPastTheScreen(page), `${String(width)} px`).toEqual([]);
      }
      await page.setViewportSize({ width: 320, height: 844 });
      await page.addStyleTag({ content: WCAG_TEXT_SPACING });
      expect(await textPastTheScreen(page), 'text spacing').toEqual([]);
      expect(await textClippedByItsBox(page), 'text spacing').toEqual([]);
    });

  // WCAG 1.4.4: text resized to 200 % (here the root font size, as a browser's text-only zoom does).
  for (const entry of LANDING_PAGES)
    test(`${entry.name}: at 1280 px with text at 200 %, no text is cut off at the edge of the screen or of its box`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openLandingPage(page, entry);
      await page.addStyleTag({ content: `${ALL_SECTIONS_LAID_OUT} html { font-size: 200% !important; }` });
      expect(await textPastTheScreen(page)).toEqual([]);
      expect(await textClippedByItsBox(page)).toEqual([]);
    });
});
