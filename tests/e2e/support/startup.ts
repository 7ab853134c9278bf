import type { Page } from '@playwright/test';
import { hydrated, islandsOnTheirOwn, readIslands } from '../../support/islands-on-their-own.ts';

/**
 * Waits for the start-up load (the configuration) to have ended: it starts once the
 * page has loaded (src/components/page-start/page-start.ts), so the spinner being absent proves
 * nothing on its own.
 */
export async function waitForStartup(page: Page): Promise<void> {
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}

/**
 * Waits until every Astro island that hydrates on its own has hydrated. Islands that wait to be
 * scrolled to, or for the visitor to reach for something (decision 115), are not waited for here.
 */
export async function waitForIslands(page: Page): Promise<void> {
  // The islands are read from the DOM: one the parser has not reached yet (a test that went on
  // from `commit`, on a loaded machine) would not be waited for.
  await page.waitForFunction(() => document.readyState !== 'loading');
  const uids = islandsOnTheirOwn(await page.evaluate(readIslands), { visible: false });
  await page.waitForFunction(hydrated, uids);
}
