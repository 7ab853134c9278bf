/**
 * `npm run bench:hydration`: does the custom `client:queued` directive (decision 071) still beat
 * Astro's own directives with React 19? Builds the work tree three times (scripts/bench/hydration-variants.ts:
 * A client:queued, B client:idle, C client:visible below the fold), runs the browser tests of input
 * before hydration against each build, then Lighthouse (default mobile settings, as bench:web) on the
 * blank page and three pages of each build, interleaved: every round measures the blank page, then
 * each page in A, B and C, the order of the variants turning from round to round, so that all share
 * the machine's moments. BENCH_ROUNDS rounds (default 3). Written to docs/benchmarks.md (decision 102).
 * Chromium from CHROME_PATH; the builds go to a temporary directory, kept with BENCH_KEEP_BUILDS=1.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { writeBenchmarkSection } from './bench/benchmarks-doc.ts';
import { startBlankPage } from './bench/blank-page.ts';
import { checkEarlyInput, type EarlyInputResult } from './bench/early-input-check.ts';
import { freePort } from './bench/free-port.ts';
import {
  buildVariant,
  HYDRATION_VARIANTS,
  VARIANT_LABELS,
  type HydrationVariant,
} from './bench/hydration-variants.ts';
import { launchChromiumForLighthouse } from './bench/lighthouse-chromium.ts';
import { describeMachine, loadNow, measuredCommit } from './bench/machine.ts';
import { runLighthouse } from './bench/run-lighthouse.ts';
import { startBenchSite, type BenchSite } from './bench/site.ts';
import { blockingByOrigin, UNATTRIBUTABLE, type SimulatedLongTask } from './lib/blocking-share.ts';
import { median } from './lib/median.ts';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
/** A homepage (the most islands), a landing page with the form popup, and the terms page. */
const PAGES = [
  { label: '/ (homepage, it)', path: '/', lang: 'it' },
  { label: '/it/sostenibilita', path: '/it/sostenibilita', lang: 'it' },
  { label: '/en/terms-and-conditions', path: '/en/terms-and-conditions', lang: 'en' },
] as const;

interface Run {
  readonly tbtMs: number;
  readonly lcpMs: number;
  readonly cls: number;
  /** Blocking time (past 50 ms, after the first paint) in tasks of the page's document and scripts. */
  readonly scriptBlockingMs: number;
  /** The longest simulated task attributed to the page's document or scripts during the load. */
  readonly longestScriptTaskMs: number;
}

function toRun(lhr: Result): Run | null {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const [tbtMs, lcpMs, cls, fcpMs] = [
    metric('total-blocking-time'),
    metric('largest-contentful-paint'),
    metric('cumulative-layout-shift'),
    metric('first-contentful-paint'),
  ];
  if (![tbtMs, lcpMs, cls, fcpMs].every(Number.isFinite)) return null;
  const details = lhr.audits['long-tasks']?.details as { items?: SimulatedLongTask[] } | undefined;
  const tasks = details?.items ?? [];
  const scriptTasks = tasks.filter((task) => task.url !== UNATTRIBUTABLE).map((task) => task.duration);
  return {
    tbtMs,
    lcpMs,
    cls,
    scriptBlockingMs: blockingByOrigin(tasks, fcpMs).attributed,
    longestScriptTaskMs: Math.max(0, ...scriptTasks),
  };
}

const loadBefore = loadNow();
const commit = measuredCommit();
const workDir = await mkdtemp(join(tmpdir(), 'bench-hydration-'));
const dists = {} as Record<HydrationVariant, string>;
for (const variant of HYDRATION_VARIANTS) {
  console.log(`building ${VARIANT_LABELS[variant]}`);
  dists[variant] = await buildVariant(variant, join(workDir, variant));
}

const early = {} as Record<HydrationVariant, EarlyInputResult>;
for (const variant of HYDRATION_VARIANTS) {
  early[variant] = await checkEarlyInput(dists[variant], await freePort());
  const { passed, failed } = early[variant];
  console.log(
    `${VARIANT_LABELS[variant]}: early-input tests ${String(passed)} passed, ${String(failed)} failed`,
  );
}

const sites = {} as Record<HydrationVariant, BenchSite>;
for (const variant of HYDRATION_VARIANTS) sites[variant] = await startBenchSite(dists[variant]);
const blankPage = await startBlankPage(await freePort());
const browser = await launchChromiumForLighthouse();
const runs = new Map<string, Run[]>();
const record = (key: string, run: Run) => runs.set(key, [...(runs.get(key) ?? []), run]);
let repeated = 0;

async function measure(url: string, lang: string): Promise<Run> {
  // Lighthouse sometimes records no usable trace (NO_NAVSTART and similar): such a run is repeated.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const run = toRun(await runLighthouse(url, browser.port, lang));
    if (run) return run;
    repeated += 1;
  }
  throw new Error(`Lighthouse recorded no metrics for ${url} in 3 attempts`);
}

try {
  for (let round = 0; round < ROUNDS; round += 1) {
    record('blank', await measure(blankPage.url, 'en'));
    for (const page of PAGES) {
      for (let i = 0; i < HYDRATION_VARIANTS.length; i += 1) {
        const variant = HYDRATION_VARIANTS[(round + i) % HYDRATION_VARIANTS.length] ?? 'A';
        record(`${variant} ${page.label}`, await measure(sites[variant].origin + page.path, page.lang));
        process.stdout.write('.');
      }
    }
  }
} finally {
  browser.close();
  for (const site of Object.values(sites)) await site.stop();
  await blankPage.close();
  if (process.env['BENCH_KEEP_BUILDS'] === '1') console.log(`builds kept in ${workDir}`);
  else await rm(workDir, { recursive: true, force: true });
}
console.log();

const ms = (value: number) => `${String(Math.round(value))} ms`;
function row(label: string, list: readonly Run[]): string {
  const m = (pick: (run: Run) => number) => median(list.map(pick));
  const line = `| ${label} | ${ms(m((r) => r.tbtMs))} | ${list.map((r) => String(Math.round(r.tbtMs))).join(', ')} | ${ms(m((r) => r.scriptBlockingMs))} | ${ms(m((r) => r.longestScriptTaskMs))} | ${(m((r) => r.lcpMs) / 1000).toFixed(2)} s | ${Math.max(...list.map((r) => r.cls)).toFixed(3)} |`;
  console.log(line);
  return line;
}
const rows = [row('blank page (machine floor)', runs.get('blank') ?? [])];
for (const page of PAGES) {
  for (const variant of HYDRATION_VARIANTS) {
    rows.push(row(`${page.label} — ${VARIANT_LABELS[variant]}`, runs.get(`${variant} ${page.label}`) ?? []));
  }
}
const pooled = HYDRATION_VARIANTS.map((variant) =>
  row(
    `all three pages — ${VARIANT_LABELS[variant]}`,
    PAGES.flatMap((page) => runs.get(`${variant} ${page.label}`) ?? []),
  ),
);
const earlyRows = HYDRATION_VARIANTS.map((variant) => {
  const { passed, failed, failures } = early[variant];
  return `| ${VARIANT_LABELS[variant]} | ${String(passed)} | ${String(failed)} | ${failures.join('; ') || '–'} |`;
});

const body = `## Hydration: \`client:queued\` against Astro's directives (\`npm run bench:hydration\`)

Date: ${new Date().toISOString().slice(0, 10)} · Commit: ${commit} · Machine: ${describeMachine(loadBefore, browser.version)} · Lighthouse default
mobile settings (emulated phone, simulated slow 4G, 4x CPU slowdown) · three production builds of the same commit, each served by the
real server: A the site's \`client:queued\` (decision 071), B Astro's \`client:idle\` for every island, C Astro's \`client:visible\` for the
islands below the fold (card grid, carousel, "How it works" video, lateral banner, footer) and \`client:idle\` for the rest ·
${String(ROUNDS)} rounds, each measuring the blank page and then every page in A, B and C, the variants' order turning each round${repeated ? ` · runs repeated because Lighthouse recorded no metrics: ${String(repeated)}` : ''}.
"Script blocking" is the blocking time (past 50 ms, after the first paint) of the long tasks Lighthouse attributes to the page's
document or scripts, median per run; "longest script task" the longest of those tasks, simulated; CLS the largest of the runs.

| page — variant | median TBT | TBT of each run (ms) | script blocking | longest script task | LCP | CLS |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
${pooled.join('\n')}

Input before hydration, the browser tests of decisions 078 and 049 against each build
(tests/e2e/landing-early-input.spec.ts and the consent banner's early-choice tests in tests/e2e/consent-first-paint.spec.ts):

| variant | passed | failed | failed tests |
| --- | --- | --- | --- |
${earlyRows.join('\n')}
`;
await writeBenchmarkSection('bench:hydration', body);
