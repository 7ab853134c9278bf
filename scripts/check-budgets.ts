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
 * the larger of the two viewports is the page's figure (decision 101). No page may
 * start a React island before input; on a page with a video, the pointer then goes
 * over its play button (decision 120): that island's load must bring React as its
 * runtime chunk, and everything fetched by then must fit the JavaScript budget too.
 * Prints one line per page, with the JavaScript fetched once an island is reached
 * split into React's runtime and our own code, and exits 1 when any page is over.
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

/** What a visitor reaches for first on a landing page: a video's play button (an island started when reached). */
const FIRST_REACHED = { selector: '.video__play', inHtml: /class="[^"]*\bvideo__play\b/ };

/** The widths the design is checked at (a phone, the widest layout). */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1460, height: 900 },
] as const;

const dist = process.argv[2] ?? 'dist';
const read = (urlPath: string) => readFileSync(join(dist, urlPath), 'utf8');
const sum = (scripts: readonly FetchedScript[]) => scripts.reduce((total, script) => total + script.gzip, 0);

/**
 * BUDGET_PAGES (page ids, comma-separated; `npm run test:content` sets it to the pages a content
 * change feeds): only those pages, in both languages. Unset: every page.
 */
const onlyPages = process.env['BUDGET_PAGES']?.split(',').filter(Boolean);
const checkedPages = allPageRefs().filter(({ page }) => !onlyPages || onlyPages.includes(page));

const site = await startBenchSite(dist);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let failures = 0;
let pagesReachingReact = 0;
const firstLoadStylesheets = new Set<string>();
try {
  for (const { page, locale } of checkedPages) {
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
    const weight = {
      js: sum(scripts),
      css:
        assets.stylesheetUrls.reduce((total, url) => total + gzipSize(read(url)), 0) +
        assets.inlineStyles.reduce((total, css) => total + gzipSize(css), 0),
      html: gzipSize(html),
      htmlBrotli: brotliSize(html),
    };
    const over = overBudget(weight, BUDGET);
    const renderers = new Set([...html.matchAll(/renderer-url="([^"]+)"/g)].map((match) => match[1]));
    if (scripts.some((script) => renderers.has(script.name))) over.push('a React island starts before input');
    // React comes with the first island the visitor reaches for (decisions 115 and 120), a video's
    // play button on the landing pages: that load must bring it as the runtime chunk, else the
    // split below counts nothing as React, and both loads together stay within the JS budget.
    let reached: FetchedScript[] = [];
    if (FIRST_REACHED.inHtml.test(html)) {
      reached = await firstLoadScripts(browser, {
        url: site.origin + pathFor(page, locale),
        lang: locale,
        viewport: VIEWPORTS[0],
        reachFor: FIRST_REACHED.selector,
      });
      pagesReachingReact += 1;
      if (!reached.some((script) => isReactRuntime(script.name)))
        over.push(`no ${REACT_RUNTIME_CHUNK} chunk once an island is reached (see astro.config.ts)`);
      if (sum(reached) > BUDGET.js)
        over.push(`js with an island reached ${kb(sum(reached))} > ${kb(BUDGET.js)}`);
    }
    const runtime = sum(reached.filter((script) => isReactRuntime(script.name)));
    failures += over.length;
    const status = over.length === 0 ? 'ok  ' : 'OVER';
    const withIsland = reached.length
      ? `, reached ${kb(sum(reached))} = react ${kb(runtime)} + ours ${kb(sum(reached) - runtime)}`
      : '';
    console.log(
      `${status} ${builtPath.padEnd(26)} js ${kb(weight.js).padStart(8)} (${String(scripts.length)} scripts${withIsland})  css ${kb(weight.css).padStart(7)}  html ${kb(weight.html).padStart(7)} (brotli ${kb(weight.htmlBrotli)})${over.length ? `  — ${over.join(', ')}` : ''}`,
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
// The landing pages have videos: if no page had one to reach for, the check above saw no React.
if (pagesReachingReact === 0 && checkedPages.some(({ page }) => page !== 'terms')) {
  console.error('check-budgets: no page had an island to reach for; the runtime chunk went unchecked');
  failures += 1;
}
if (failures > 0) {
  console.error(`check-budgets: ${String(failures)} budget(s) exceeded`);
  process.exit(1);
}
