/**
 * `npm run bench:pages`: Lighthouse (default mobile settings) on the built pages beside two floors, the
 * blank page (the machine's) and each page without its scripts (its document's), in rounds whose order
 * turns so that all targets share the machine's moments. `--against <commit>` builds that commit in a
 * temporary worktree and measures it in the same rounds ("earlier → current" in each cell, both served
 * by the current server); `--breakdown` adds where the main thread's time went after the first paint.
 * Options: scripts/bench/page-options.ts; method: docs/benchmarks.md.
 */
import { buildCommit } from './bench/against.ts';
import { writeBenchmarkSection } from './bench/benchmarks-doc.ts';
import { copySiteWithoutScripts, startBlankPage } from './bench/floors.ts';
import { CATEGORIES, CPU_SLOWDOWN, launchChromium, measurePage, type PageRun } from './bench/lighthouse.ts';
import { describeMachine, loadNow, measuredCommit } from './bench/machine.ts';
import { parsePageOptions } from './bench/page-options.ts';
import { startBenchSite } from './bench/site.ts';
import { median } from './lib/median.ts';

const options = await Promise.try(() => parsePageOptions(process.argv.slice(2))).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});

const loadBefore = loadNow();
const commit = measuredCommit();
const stops: (() => Promise<void>)[] = [];
const earlier = options.against ? await buildCommit(options.against) : undefined;
if (earlier) stops.push(earlier.remove);
const builds: { name: string; origin: string; scriptless: string }[] = [];
for (const { name, dist } of [...(earlier ? [earlier] : []), { name: 'current', dist: 'dist' }]) {
  const site = await startBenchSite(dist);
  const copy = options.scriptless ? await copySiteWithoutScripts(dist) : undefined;
  const bare = copy ? await startBenchSite(copy.dir) : undefined;
  stops.push(site.stop, ...(copy && bare ? [bare.stop, copy.remove] : []));
  builds.push({ name, origin: site.origin, scriptless: bare?.origin ?? '' });
}
const blank = options.blank ? await startBlankPage() : undefined;
if (blank) stops.push(blank.close);
const browser = await launchChromium();

/** A table row: one target per build (one only for the blank page), and the row of the page without scripts. */
interface Row {
  readonly label: string;
  readonly targets: readonly { readonly url: string; readonly lang: string; readonly runs: PageRun[] }[];
  readonly twin?: Row;
}
const rows: Row[] = blank
  ? [{ label: 'blank page (machine floor)', targets: [{ url: blank.url, lang: 'en', runs: [] }] }]
  : [];
for (const { label, path, lang } of options.pages) {
  const targets = (origin: (build: (typeof builds)[number]) => string) =>
    builds.map((build) => ({ url: origin(build) + path, lang, runs: [] }));
  const twin = options.scriptless
    ? { label: `${label} without scripts`, targets: targets((build) => build.scriptless) }
    : undefined;
  rows.push(
    { label, targets: targets((build) => build.origin), ...(twin && { twin }) },
    ...(twin ? [twin] : []),
  );
}

const targets = rows.flatMap((row) => row.targets);
let repeated = 0;
try {
  for (let round = 1; round <= options.rounds; round += 1) {
    for (const target of round % 2 === 0 ? targets.toReversed() : targets) {
      const run = await measurePage(target.url, browser.port, target.lang, () => (repeated += 1));
      if (run) target.runs.push(run);
      process.stdout.write(run ? '.' : 'x');
    }
  }
} finally {
  browser.close();
  for (const stop of stops.toReversed()) await stop();
}
console.log();

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en')} ms` : '–');
const mid = (list: readonly PageRun[], pick: (run: PageRun) => number | undefined) => {
  const values = list.flatMap((run) => pick(run) ?? []);
  return values.length ? median(values) : Number.NaN;
};
const mean = (list: readonly PageRun[], pick: (run: PageRun) => number) =>
  list.reduce((sum, run) => sum + pick(run), 0) / (list.length || 1);
const ratio = (value: number, floor: number) =>
  Number.isFinite(value / floor) ? ` (${(value / floor).toFixed(2)}×)` : '';
type Cell = (list: readonly PageRun[], twin: readonly PageRun[] | undefined) => string;
/** One row's cells, "earlier → current" with --against. */
const line = (row: Row, cells: readonly Cell[]) => {
  const values = cells.map((cell) =>
    row.targets.map((target, index) => cell(target.runs, row.twin?.targets[index]?.runs)).join(' → '),
  );
  return `| ${row.label} | ${values.join(' | ')} |`;
};

const header = (columns: string) =>
  `| page | ${columns} |\n| --- |${' --- |'.repeat(columns.split('|').length)}`;
const vsTwin =
  (pick: (run: PageRun) => number | undefined): Cell =>
  (list, twin) =>
    ms(mid(list, pick)) + ratio(mid(list, pick), twin ? mid(twin, pick) : Number.NaN);
const main = [
  header(
    'scores | LCP | median TBT | TBT of each run (ms) | CLS | main-thread work | main-thread CPU | blocking: unattributed / document and scripts',
  ),
  ...rows.map((row) =>
    line(row, [
      (list) => CATEGORIES.map((id) => String(mid(list, (run) => run.scores[id]))).join(' / '),
      (list) => `${(mid(list, (run) => run.lcpMs) / 1000).toFixed(2)} s`,
      (list) => ms(mid(list, (run) => run.tbtMs)),
      (list) => list.map((run) => String(Math.round(run.tbtMs))).join(', '),
      (list) => mid(list, (run) => run.cls).toFixed(3),
      vsTwin((run) => run.mainThreadMs),
      vsTwin((run) => run.cpuMs),
      (list) =>
        `${ms(mean(list, (run) => run.unattributedMs))} / ${ms(mean(list, (run) => run.attributedMs))}`,
    ]),
  ),
];

const GROUPS =
  'scriptEvaluation styleLayout paintCompositeRender parseHTML scriptParseCompile garbageCollection other';
const COUNTS = ['styleRecalculations', 'layouts', 'forcedByScript', 'tasks'] as const;
const scaledGroup = (id: string) => (run: PageRun) => (run.breakdown.byGroup.get(id) ?? 0) * CPU_SLOWDOWN;
const rounded =
  (pick: (run: PageRun) => number): Cell =>
  (list) =>
    String(Math.round(mid(list, pick)));
const breakdownTable = [
  header(
    `${GROUPS.replaceAll(' ', ' | ')} | style recalcs | layouts | forced by script | tasks | long tasks`,
  ),
  ...rows.map((row) =>
    line(row, [
      ...GROUPS.split(' ').map((id) => rounded(scaledGroup(id))),
      ...COUNTS.map((id) => rounded((run) => run.breakdown[id])),
      rounded((run) => run.breakdown.longTasks.length),
    ]),
  ),
];

const pages = options.pages.length === 8 ? 'every page' : options.pages.map((page) => page.label).join(', ');
const body = `## Pages — Lighthouse (\`npm run bench:pages\`)

Date: ${new Date().toISOString().slice(0, 10)} · Commit: ${earlier ? `${earlier.name} → ` : ''}${commit} · Machine: ${describeMachine(loadBefore, browser.version)} ·
Lighthouse default mobile settings · ${String(options.rounds)} interleaved round${options.rounds === 1 ? '' : 's'} of ${pages}${blank ? ', the blank page' : ''}${options.scriptless ? ' and each page without its scripts' : ''}${repeated ? ` · runs repeated because Lighthouse recorded no metrics: ${String(repeated)}` : ''}.
Medians; scores are performance / accessibility / best practices / SEO; the ratio in brackets is the page's against itself without scripts.

${main.join('\n')}
${options.breakdown ? `\nWhere the main thread's time went after the first paint (medians, ms × ${String(CPU_SLOWDOWN)}; counts per run):\n\n${breakdownTable.join('\n')}\n` : ''}`;
console.log(body);
if (options.write) await writeBenchmarkSection('bench:pages', body);
