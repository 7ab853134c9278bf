import type { EventEmitter } from 'node:events';
import { expect, test } from './support/fixtures.ts';

/**
 * Each worker reuses one page from test to test (decision 117). What one test leaves behind must
 * not reach the next: these two run in order, in one worker, on that one page.
 */
test.describe.configure({ mode: 'serial' });

const listenerCount = (target: object, event: string) => (target as EventEmitter).listenerCount(event);

test('a test leaves listeners, cookies, storage and a route behind', async ({ page, context }) => {
  page.on('dialog', () => undefined);
  page.on('request', () => undefined);
  context.on('page', () => undefined);
  await context.route('**/never-asked-for', (route) => route.abort());
  await context.addCookies([{ name: 'left-behind', value: '1', url: 'http://127.0.0.1/' }]);
  await page.goto('/en/terms-and-conditions');
  await page.evaluate(() => {
    localStorage.setItem('left-behind', '1');
  });
  expect(listenerCount(page, 'dialog')).toBe(1);
});

test('the next test on the same page finds none of it', async ({ page, context }) => {
  expect(listenerCount(page, 'dialog')).toBe(0);
  expect(listenerCount(page, 'request')).toBe(0);
  expect(listenerCount(context, 'page')).toBe(0);
  expect(await context.cookies()).toEqual([]);
  await page.goto('/en/terms-and-conditions');
  // The same browser tab, or this file would check nothing: its history holds the test before's visit.
  expect(await page.evaluate(() => history.length)).toBeGreaterThan(2);
  expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull();
});
