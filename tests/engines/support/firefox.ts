import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { FIREFOX_PATH } from './browsers.ts';
import type { EngineSession } from './session.ts';
import { untilActionable } from './actionable.ts';
import { setViewport } from './firefox-viewport.ts';

/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (decision 112): Playwright's
 * Firefox channel expects a newer protocol than ESR speaks. Reduced motion is a preference set
 * at launch: ESR does not take the media-feature override over BiDi.
 */
export async function launchFirefox(
  baseURL: string,
  options: { reducedMotion?: boolean } = {},
): Promise<EngineSession> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: options.reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {},
  });
  let context = await browser.createBrowserContext();
  let page: Page = await context.newPage();
  const errors: string[] = [];
  const watch = (watched: Page) => {
    watched.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    watched.on('pageerror', (error) => errors.push(`pageerror: ${String(error)}`));
  };
  watch(page);
  let viewport = { width: 1280, height: 900 };
  await setViewport(page, viewport);

  const session: EngineSession = {
    engine: 'firefox',
    async open(path) {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
    },
    run: <A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A) =>
      page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as Promise<Awaited<T>>,
    async click(selector) {
      await untilActionable(session, selector);
      await page.click(selector);
    },
    async type(selector, text) {
      await page.type(selector, text);
    },
    async select(selector, value) {
      await page.select(selector, value);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async resize(width, height) {
      viewport = { width, height };
      await setViewport(page, viewport);
    },
    screenshot: () => page.screenshot({ fullPage: true }),
    async clearCookies() {
      // A new private context forgets cookies and storage alike.
      await context.close();
      context = await browser.createBrowserContext();
      page = await context.newPage();
      watch(page);
      await setViewport(page, viewport);
    },
    engineErrors: () => errors.splice(0),
    close: () => browser.close(),
  };
  return session;
}
