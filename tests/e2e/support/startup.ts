import type { Page } from '@playwright/test';

/**
 * Waits for the start-up loads (configuration, translations) to have ended: they start once the
 * page has loaded (src/components/page-start/page-start.ts), so the spinner being absent proves
 * nothing on its own.
 */
export async function waitForStartup(page: Page): Promise<void> {
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}

/**
 * Waits until every Astro island that hydrates on its own has hydrated. Islands on
 * `client:queued="visible"` or `client:visible` (the landing sections below the fold) wait for the
 * visitor to scroll to them, so they are not waited for here (`npm run bench:hydration` builds both).
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every(
      (island) =>
        island.getAttribute('client') === 'visible' ||
        (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value === 'visible',
    ),
  );
}
