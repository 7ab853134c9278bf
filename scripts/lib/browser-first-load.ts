/**
 * The JavaScript a browser fetches for one page before any input, measured in real Chromium:
 * every response of type script until the network is idle (so `import()`s a page makes on its
 * own, on idle or on a timer, count), plus the text of every inline <script> that runs.
 * Each is gzipped on its own, as the budget counts it (scripts/check-budgets.ts).
 */
import type { Browser, Request } from 'playwright-core';
import { islandsOnTheirOwn, readIslands } from '../../tests/support/islands-on-their-own.ts';
import { gzipSize, pageAssets } from './page-weight.ts';

export interface FetchedScript {
  /** URL path (/_astro/x.js), or `inline #n` for an inline script. */
  readonly name: string;
  readonly gzip: number;
}

export interface FirstLoadOptions {
  readonly url: string;
  /** The `lang` cookie, for the homepage (one URL for both languages). */
  readonly lang: string;
  readonly viewport: { readonly width: number; readonly height: number };
  /**
   * After the first load, the pointer goes over the first element matching this selector, inside an
   * island that waits to be reached (island-start.ts), and what that island then fetches counts too.
   */
  readonly reachFor?: string;
}

export async function firstLoadScripts(
  browser: Browser,
  options: FirstLoadOptions,
): Promise<FetchedScript[]> {
  const context = await browser.newContext({ viewport: options.viewport });
  try {
    const origin = new URL(options.url).origin;
    await context.addCookies([{ name: 'lang', value: options.lang, url: origin }]);
    const page = await context.newPage();
    const fetched: Promise<FetchedScript>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = new URL(response.url());
      const name = url.origin === origin ? url.pathname : url.href;
      const body = response.body().then((bytes) => ({ name, gzip: gzipSize(bytes) }));
      body.catch(() => undefined); // awaited below; a failure before then must not go unhandled
      fetched.push(body);
    });
    const inFlight = new Set<Request>();
    let lastChange = 0;
    const track = (request: Request, busy: boolean) => {
      if (busy) inFlight.add(request);
      else inFlight.delete(request);
      lastChange = performance.now();
    };
    page.on('request', (request) => {
      track(request, true);
    });
    page.on('requestfinished', (request) => {
      track(request, false);
    });
    page.on('requestfailed', (request) => {
      track(request, false);
    });
    const response = await page.goto(options.url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${options.url} answered ${String(response?.status())}`);
    // Each island hydrates when its directive says (idle, or near the screen), and on a busy
    // machine that can come long after a quiet network: wait for them first. Those that wait for
    // the visitor to reach for something (decision 115) load nothing without input.
    const alone = islandsOnTheirOwn(await page.evaluate(readIslands), { visible: true });
    await page.waitForFunction(islandsSettled, alone, { polling: 100, timeout: 60_000 });
    await quietNetwork(
      () => inFlight.size === 0,
      () => lastChange,
    );
    if (options.reachFor !== undefined) {
      const reached = page.locator(options.reachFor).first();
      await reached.hover();
      await page.waitForFunction(
        (selector) => !document.querySelector(selector)?.closest('astro-island')?.hasAttribute('ssr'),
        options.reachFor,
        { polling: 100, timeout: 60_000 },
      );
      await quietNetwork(
        () => inFlight.size === 0,
        () => lastChange,
      );
    }
    // Read from the HTML as sent: a script that removes itself would be missing from the DOM.
    const { inlineScripts: inline } = pageAssets(await response.text());
    return [
      ...(await Promise.all(fetched)),
      ...inline.map((text, index) => ({ name: `inline #${String(index + 1)}`, gzip: gzipSize(text) })),
    ];
  } finally {
    await context.close();
  }
}

/** How long no request may start or end before the page counts as done loading (Playwright's networkidle). */
const QUIET_MS = 500;

async function quietNetwork(idle: () => boolean, lastChange: () => number): Promise<void> {
  for (;;) {
    const since = performance.now() - lastChange();
    if (idle() && since >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, Math.max(50, QUIET_MS - since)));
  }
}

/**
 * Runs in the page: true once every island of `uids` (those that hydrate without input) has
 * hydrated (Astro removes its `ssr` attribute). An island that waits to be seen counts only when
 * one of its children is within 200 px of the screen, where the directives start it.
 */
function islandsSettled(uids: readonly string[]): boolean {
  const margin = 200;
  // A child with no box (the footer's closed dialogs) is never seen: the directive's observer skips it.
  const nearScreen = (island: Element) =>
    [...island.children].some((child) => {
      const box = child.getBoundingClientRect();
      const shown = box.width > 0 || box.height > 0;
      return shown && box.bottom >= -margin && box.top <= window.innerHeight + margin;
    });
  const waitsToBeSeen = (island: Element) => {
    if (island.getAttribute('client') === 'visible') return true;
    try {
      const { value } = JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown };
      return value === 'visible' || (typeof value === 'object' && value !== null && 'visible' in value);
    } catch {
      return false;
    }
  };
  return [...document.querySelectorAll('astro-island[ssr]')]
    .filter((island) => uids.includes(island.getAttribute('uid') ?? ''))
    .every((island) => waitsToBeSeen(island) && !nearScreen(island));
}
