import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { ALL_SECTIONS_LAID_OUT, LANDING_PAGES, openLandingPage, twoFrames } from './support/landing.ts';

/**
 * Sections below the fold take an estimated height until they come near the viewport
 * (content-visibility, decision 035; src/styles/landing/section-rendering.css). A jump past
 * sections not yet laid out moves the page by the estimates' error once they are, and only
 * scroll anchoring hides that: Safari has none, and Chromium's does not always hold.
 */
const SECTIONS = '.section, .closing-cta, .site-footer';
const WIDTHS = [360, 390, 768, 1024, 1280, 1460];
/** How far an estimate may be from the real height, as a share of it. */
const TOLERANCE = 0.2;

/** Each section's estimated and real height, in px, at the current viewport width. */
const measure = (page: Page) =>
  page.locator(SECTIONS).evaluateAll((sections) =>
    sections.map((section) => {
      const style = getComputedStyle(section);
      const px = (value: string) => Number.parseFloat(value.replace('auto', '')) || 0;
      // The intrinsic size ("auto <length>") is the box inside the padding and the borders.
      const around = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
      return {
        name: [...section.classList].filter((name) => name !== 'section').join('.'),
        estimate: Math.round(
          around.reduce((sum, side) => sum + px(style[side]), px(style.containIntrinsicHeight)),
        ),
        real: Math.round(section.getBoundingClientRect().height),
      };
    }),
  );

/**
 * The sections within a screen's height of the viewport whose content the browser still skips
 * (content-visibility: auto), by class: Chromium lays out content that near (its margin is 50 %).
 */
function sectionsNearTheScreenSkipped(sections: Element[]): string[] {
  return sections
    .filter((section) => {
      const { top, bottom } = section.getBoundingClientRect();
      return bottom > -window.innerHeight / 2 && top < window.innerHeight * 1.5;
    })
    .filter((section) => {
      const child = section.firstElementChild;
      return child !== null && !child.checkVisibility({ contentVisibilityAuto: true });
    })
    .map((section) => section.className);
}

/** Browsers without scroll anchoring (Safari) keep the scroll offset whatever moves above it. */
const WITHOUT_SCROLL_ANCHORING = '* { overflow-anchor: none !important }';

for (const entry of LANDING_PAGES) {
  test.describe(`section size estimates (${entry.name})`, () => {
    test(`each section's estimate is within ${String(TOLERANCE * 100)} % of its real height`, async ({
      page,
    }) => {
      await openLandingPage(page, entry);
      await page.addStyleTag({ content: ALL_SECTIONS_LAID_OUT });
      const misses: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const sections = await measure(page);
        expect(sections.length, 'sections found').toBeGreaterThanOrEqual(7);
        for (const { name, estimate, real } of sections) {
          if (Math.abs(estimate - real) > real * TOLERANCE) {
            misses.push(
              `${name} at ${String(width)} px: estimated ${String(estimate)}, real ${String(real)}`,
            );
          }
        }
      }
      expect(misses).toEqual([]);
    });
  });
}

for (const entry of LANDING_PAGES.filter(({ home }) => !home)) {
  for (const width of [390, 768, 1460]) {
    test(`${entry.name} at ${String(width)} px: a jump to the carousel lands on it without scroll anchoring`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await openLandingPage(page, entry);
      await page.addStyleTag({ content: WITHOUT_SCROLL_ANCHORING });
      const carousel = page.locator('.reasons .carousel');
      const top = () => carousel.evaluate((element) => element.getBoundingClientRect().top);
      // Read in the same task as the jump: the neighbours may be laid out by the next frame.
      const jumpedTo = await carousel.evaluate((element) => {
        element.scrollIntoView({ block: 'start', behavior: 'instant' });
        return element.getBoundingClientRect().top;
      });
      // The sections around it are laid out in the frames that follow: wait until every section
      // near the screen is (its content no longer skipped), then for the frame that places them.
      await expect.poll(() => page.locator(SECTIONS).evaluateAll(sectionsNearTheScreenSkipped)).toEqual([]);
      await twoFrames(page);
      // Before the estimates it moved down by the card grid's error: 1,500 px on a phone, out of sight.
      expect(Math.abs((await top()) - jumpedTo)).toBeLessThan(844 * 0.15);
    });
  }
}
