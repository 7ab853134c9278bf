import type { Page } from '@playwright/test';
import { pathFor } from '../../src/i18n/locales.ts';
import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import { ALL_CLAUSES_LAID_OUT } from './support/terms.ts';

/**
 * The terms page skips laying out clauses far from view (content-visibility, decision 123;
 * src/styles/terms-rendering.css); until it lays one out, the clause takes a height estimated
 * from its length. A jump past clauses not yet laid out moves the page by the estimates' error
 * once they are, which only scroll anchoring hides (Safari has none). The widths are each band's
 * edges, where an estimate is furthest from the middle of its band.
 */
const WIDTHS = [360, 399, 400, 459, 460, 529, 530, 609, 610, 689, 690, 767, 768, 849, 850, 1460];
/** How far an estimate may be from the real height, as a share of it. */
const TOLERANCE = 0.25;
const CLAUSES = '.terms-page .terms__clause';

/** Each clause's estimated height and whether its content is skipped now, in px. */
const estimates = (page: Page) =>
  page.locator(CLAUSES).evaluateAll((clauses) =>
    clauses.map((clause) => ({
      estimate: Number.parseFloat(getComputedStyle(clause).containIntrinsicHeight.replace('auto', '')) || 0,
      skipped: !(clause.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true),
    })),
  );

const realHeights = (page: Page) =>
  page
    .locator(CLAUSES)
    .evaluateAll((clauses) => clauses.map((clause) => clause.getBoundingClientRect().height));

for (const { lang } of LANGUAGES) {
  test(`terms page (${lang}): clauses far from view are skipped at load, each estimated within ${String(TOLERANCE * 100)} %`, async ({
    page,
  }) => {
    const misses: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pathFor('terms', lang));
      const before = await estimates(page);
      // The contract is many screens long: all but its first clauses wait.
      expect(
        before.filter(({ skipped }) => skipped).length,
        `skipped at ${String(width)} px`,
      ).toBeGreaterThan(before.length / 2);
      await page.addStyleTag({ content: ALL_CLAUSES_LAID_OUT });
      const real = await realHeights(page);
      for (const [index, { estimate }] of before.entries()) {
        const height = real[index] ?? 0;
        if (Math.abs(estimate - height) > height * TOLERANCE)
          misses.push(
            `clause ${String(index + 1)} at ${String(width)} px: estimated ${String(Math.round(estimate))}, real ${String(Math.round(height))}`,
          );
      }
    }
    expect(misses).toEqual([]);
  });
}
