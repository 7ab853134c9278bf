import type { Page } from '@playwright/test';

/**
 * Resolves once every finite animation and transition running in the page has finished: what a
 * fixed wait before measuring colours only hoped for. Endless ones (a spinner) are not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
