/**
 * `npm run test:budgets`: checks every built page against the size budgets (gzip,
 * first load): JavaScript ≤ 95 KB with React's runtime included, CSS ≤ 15 KB,
 * HTML ≤ 20 KB, with 1 KB = 1,000 bytes (the stricter of the two readings of "KB").
 * Also, the HTML as brotli must fit in the first round trip of a new connection
 * (FIRST_ROUND_TRIP_HTML_BYTES, decision 079).
 * Prints one line per page, with the JavaScript split into React's runtime and
 * our own code, and exits 1 when any page is over.
 * The CSS budget counts what a page loads first (inline and linked); the
 * dialogs' stylesheets, fetched when one opens (decision 038), are listed
 * apart. Run after `npm run build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allPageRefs, builtPathFor } from '../src/i18n/locales.ts';
import {
  brotliSize,
  FIRST_ROUND_TRIP_HTML_BYTES,
  gzipSize,
  kb,
  moduleClosure,
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

const dist = process.argv[2] ?? 'dist';
const read = (urlPath: string) => readFileSync(join(dist, urlPath), 'utf8');

let failures = 0;
const firstLoadStylesheets = new Set<string>();
for (const { page, locale } of allPageRefs()) {
  const builtPath = builtPathFor(page, locale);
  const html = read(`${builtPath}/index.html`);
  const assets = pageAssets(html);
  for (const url of assets.stylesheetUrls) firstLoadStylesheets.add(url);
  const modules = moduleClosure(assets.scriptUrls, read);
  const runtime = modules.filter(isReactRuntime).reduce((sum, url) => sum + gzipSize(read(url)), 0);
  const ours =
    modules.filter((url) => !isReactRuntime(url)).reduce((sum, url) => sum + gzipSize(read(url)), 0) +
    assets.inlineScripts.reduce((sum, code) => sum + gzipSize(code), 0);
  const weight = {
    js: runtime + ours,
    css:
      assets.stylesheetUrls.reduce((sum, url) => sum + gzipSize(read(url)), 0) +
      assets.inlineStyles.reduce((sum, css) => sum + gzipSize(css), 0),
    html: gzipSize(html),
    htmlBrotli: brotliSize(html),
  };
  const over = overBudget(weight, BUDGET);
  // Every page hydrates islands: no runtime chunk means the split above counts nothing as React.
  if (runtime === 0) over.push(`no ${REACT_RUNTIME_CHUNK} chunk among its modules (see astro.config.ts)`);
  failures += over.length;
  const status = over.length === 0 ? 'ok  ' : 'OVER';
  console.log(
    `${status} ${builtPath.padEnd(28)} js ${kb(weight.js).padStart(9)} = react ${kb(runtime).padStart(8)} + ours ${kb(ours).padStart(8)} (${String(modules.length)} modules)  css ${kb(weight.css).padStart(8)}  html ${kb(weight.html).padStart(8)} (brotli ${kb(weight.htmlBrotli)})${over.length ? `  — ${over.join(', ')}` : ''}`,
  );
}
const onDemand = readdirSync(join(dist, '_astro'))
  .filter((name) => name.endsWith('.css') && !firstLoadStylesheets.has(`/_astro/${name}`))
  .map((name) => `${name} ${kb(gzipSize(read(`/_astro/${name}`)))}`);
console.log(`css on demand (not in any first load): ${onDemand.join(', ') || 'none'}`);
console.log(
  `budgets (gzip, first load): js ≤ ${kb(BUDGET.js)}, css ≤ ${kb(BUDGET.css)}, html ≤ ${kb(BUDGET.html)}; html as brotli ≤ ${kb(BUDGET.htmlBrotli)}`,
);
if (failures > 0) {
  console.error(`check-budgets: ${String(failures)} budget(s) exceeded`);
  process.exit(1);
}
