import type { Page } from '@playwright/test';

/**
 * Waits for the start-up loads (configuration, translations) to have ended: they start once the
 * page has loaded (src/lib/page-start.ts), so the spinner being absent proves nothing on its own.
 */
export async function waitForStartup(page: Page): Promise<void> {
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}
