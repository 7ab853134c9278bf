import { test as base, expect } from '@playwright/test';

/**
 * The `test` every browser test uses: it records console errors and uncaught
 * page errors, and fails the test if any happened (unless the test declares
 * the exact messages it expects with `expectConsoleErrors`).
 *
 * Each worker reuses one browser context and page from test to test (`reuseContext`, decision
 * 117); page-reuse.spec.ts checks that nothing a test leaves behind reaches the next.
 */
interface ConsoleGuard {
  /** Messages (substrings) this test expects to see logged as errors. */
  expectConsoleErrors: (...patterns: string[]) => void;
  /** Errors seen so far. */
  consoleErrors: () => string[];
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const expected: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use({
        expectConsoleErrors: (...patterns) => expected.push(...patterns),
        consoleErrors: () => [...errors],
      });
      const unexpected = errors.filter((text) => !expected.some((pattern) => text.includes(pattern)));
      expect(unexpected, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
