import type { Page } from '@playwright/test';

/**
 * Resolves once every finite animation and transition running in the page has finished: what a
 * fixed wait before measuring colours only hoped for. Endless ones (a spinner) are not waited for.
 * One whose element scrolled into a `content-visibility: auto` section that is skipped again stays
 * paused until it is shown (Chromium), so it would never finish: it is taken to its end, the state
 * a visitor sees when it comes back into view.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          if (target && !target.checkVisibility({ contentVisibilityAuto: true })) animation.finish();
          return animation.finished.catch(() => undefined);
        }),
    ),
  );
}
