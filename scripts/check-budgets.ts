/**
 * `npm run test:budgets`: checks every built page against the size budgets (gzip,
 * first load): JavaScript ≤ 95 KB with React's runtime included, CSS ≤ 15 KB,
 * HTML ≤ 20 KB, with 1 KB = 1,000 bytes (the stricter of the two readings of "KB").
 * Also, the HTML as brotli must fit in the first round trip of a new connection
 * (FIRST_ROUND_TRIP_HTML_BYTES, decision 079).
 * The JavaScript is what the browser fetches: each page is loaded in Chromium by
 * the real server, on a phone's and a desktop's viewport, without any input, and
 * every script it fetches until its islands have started and the network is quiet
 * counts (what is imported on idle too), plus its inline scripts, each gzipped;
 * the larger of the two viewports is the page's figure (decision 101).
 * Prints one line per page, with the JavaScript split into React's runtime and
 * our own code, and exits 1 when any page is over.
 * The CSS budget counts what a page loads first (inline and linked); the
 * dialogs' stylesheets, fetched when one opens (decision 038), are listed
 * apart. Run after `npm run build`; Chromium from CHROME_PATH (default /usr/bin/chromium).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { allPageRefs, builtPathFor, pathFor } from '../src/i18n/locales.ts';
import { startBenchSite } from './bench/site.ts';
import { firstLoadScripts, type FetchedScript } from './lib/browser-first-load.ts';
import {
  brotliSize,
  FIRST_ROUND_TRIP_HTML_BYTES,
  gzipSize,
  kb,
  overBudget,
  pageAssets,
  type Budget,
} from './lib/page-weight.ts';
import { isReactRuntime, REACT_RUNTIME_CHUNK } from './lib/react-runtime-chunk.ts';

export const BUDGET: Budget = {
  js: 95_000,
  css: 15_000,
  html: 20_000,
  htmlBrotli: FIRST_ROUND_TRIP_HTML_BYTES,
};

/** The widths the design is checked at (a phone, the widest layout). */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1460, height: 900 },
] as const;

const dist = process.argv[2] ?? 'dist';
const read = (urlPath: string) => readFileSync(join(dist, urlPath), 'utf8');
const sum = (scripts: readonly FetchedScript[]) => scripts.reduce((total, script) => total + script.gzip, 0);

const site = await startBenchSite(dist);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let failures = 0;
let pagesStartingReact = 0;
const firstLoadStylesheets = new Set<string>();
try {
  for (const { page, locale } of allPageRefs()) {
    const builtPath = builtPathFor(page, locale);
    const html = read(`${builtPath}/index.html`);
    const assets = pageAssets(html);
    for (const url of assets.stylesheetUrls) firstLoadStylesheets.add(url);
    let scripts: FetchedScript[] = [];
    for (const viewport of VIEWPORTS) {
      const url = site.origin + pathFor(page, locale);
      const fetched = await firstLoadScripts(browser, { url, lang: locale, viewport });
      if (sum(fetched) > sum(scripts)) scripts = fetched;
    }
    const runtime = sum(scripts.filter((script) => isReactRuntime(script.name)));
    const weight = {
      js: sum(scripts),
      css:
        assets.stylesheetUrls.reduce((total, url) => total + gzipSize(read(url)), 0) +
        assets.inlineStyles.reduce((total, css) => total + gzipSize(css), 0),
      html: gzipSize(html),
      htmlBrotli: brotliSize(html),
    };
    const over = overBudget(weight, BUDGET);
    // A page that starts a React island before any input (its renderer among the scripts) must
    // load React as the runtime chunk, else the split below counts nothing as React. Pages whose
    // islands all wait for the visitor load no React at all (decision 115).
    const renderers = new Set([...html.matchAll(/renderer-url="([^"]+)"/g)].map((match) => match[1]));
    const startsReact = scripts.some((script) => renderers.has(script.name));
    if (startsReact) pagesStartingReact += 1;
    if (startsReact && runtime === 0)
      over.push(`no ${REACT_RUNTIME_CHUNK} chunk among its scripts (see astro.config.ts)`);
    failures += over.length;
    const status = over.length === 0 ? 'ok  ' : 'OVER';
    console.log(
      `${status} ${builtPath.padEnd(28)} js ${kb(weight.js).padStart(9)} = react ${kb(runtime).padStart(8)} + ours ${kb(weight.js - runtime).padStart(8)} (${String(scripts.length)} scripts)  css ${kb(weight.css).padStart(8)}  html ${kb(weight.html).padStart(8)} (brotli ${kb(weight.htmlBrotli)})${over.length ? `  — ${over.join(', ')}` : ''}`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
}
const onDemand = readdirSync(join(dist, '_astro'))
  .filter((name) => name.endsWith('.css') && !firstLoadStylesheets.has(`/_astro/${name}`))
  .map((name) => `${name} ${kb(gzipSize(read(`/_astro/${name}`)))}`);
console.log(`css on demand (not in any first load): ${onDemand.join(', ') || 'none'}`);
console.log(
  `budgets (gzip, first load as the browser fetches it): js ≤ ${kb(BUDGET.js)}, css ≤ ${kb(BUDGET.css)}, html ≤ ${kb(BUDGET.html)}; html as brotli ≤ ${kb(BUDGET.htmlBrotli)}`,
);
// The landing pages start an island near the top on a phone: if none did, the check above saw nothing.
if (pagesStartingReact === 0) {
  console.error('check-budgets: no page started a React island; the runtime chunk went unchecked');
  failures += 1;
}
if (failures > 0) {
  console.error(`check-budgets: ${String(failures)} budget(s) exceeded`);
  process.exit(1);
}
