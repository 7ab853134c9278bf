import { test as base, expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import type { EventEmitter } from 'node:events';

/**
 * The `test` every browser test uses: it records console errors and uncaught
 * page errors, and fails the test if any happened (unless the test declares
 * the exact messages it expects with `expectConsoleErrors`).
 *
 * Each worker reuses one browser context and page from test to test (`reuseContext`, decision
 * 117): Playwright clears cookies, storage, cache, routes, init scripts and emulation between
 * tests. What it leaves is undone here: the listeners a test added to the page or the context.
 */
interface ConsoleGuard {
  /** Messages (substrings) this test expects to see logged as errors. */
  expectConsoleErrors: (...patterns: string[]) => void;
  /** Errors seen so far. */
  consoleErrors: () => string[];
}

type Listener = (...args: unknown[]) => void;

/** Playwright's page and context are Node event emitters; their types name only their events. */
const emitter = (target: Page | BrowserContext) => target as unknown as EventEmitter;

/** Every listener the page or context holds now, by event. */
function listenersOf(target: Page | BrowserContext): Map<string | symbol, Listener[]> {
  const events = emitter(target);
  return new Map(events.eventNames().map((name) => [name, events.listeners(name) as Listener[]]));
}

/** Removes the listeners added since `before`: a reused page must not keep a past test's handlers. */
function removeAddedListeners(target: Page | BrowserContext, before: Map<string | symbol, Listener[]>): void {
  const events = emitter(target);
  for (const name of events.eventNames()) {
    const kept = before.get(name) ?? [];
    for (const listener of events.listeners(name) as Listener[]) {
      if (!kept.includes(listener)) events.off(name, listener);
    }
  }
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page, context }, use) => {
      const pageListeners = listenersOf(page);
      const contextListeners = listenersOf(context);
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
      removeAddedListeners(page, pageListeners);
      removeAddedListeners(context, contextListeners);
      const unexpected = errors.filter((text) => !expected.some((pattern) => text.includes(pattern)));
      expect(unexpected, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
