/**
 * `npm run bench:tbt-floor`: is a page's Total Blocking Time its own, or this machine's?
 *
 * Lighthouse (default mobile settings, the same categories as bench:web) on the blank calibration page,
 * one landing page with its scripts removed (what its document alone costs) and every page,
 * interleaved round by round (blank, scriptless page, page 1 … page 8, blank, …) so that every
 * target sees the same machine at the same moments. BENCH_ROUNDS rounds (default 9). For each
 * target: the median TBT, every run, the median performance score, LCP, main-thread work and CPU time, and where the blocking came from:
 * tasks Lighthouse cannot attribute (Chrome's navigation commit, style, layout, paint) or tasks it
 * attributes to the page's document or scripts.
 * Written to docs/benchmarks.md, whose "Method" says how to read it. Needs a build; Chromium from CHROME_PATH.
 */
import { writeBenchmarkSection } from './bench/benchmarks-doc.ts';
import { startFloorAndPages } from './bench/floor-and-pages.ts';
import { describeMachine, loadNow, measuredCommit } from './bench/machine.ts';
import { measureRounds } from './bench/page-run.ts';
import { SCRIPTLESS_PAGE } from './bench/without-scripts.ts';
import { median } from './lib/median.ts';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 9);

const loadBefore = loadNow();
const commit = measuredCommit();
const bench = await startFloorAndPages('blank page (machine floor)', { scriptless: true });
const targets = bench.targets.map(({ label, url, lang }) => ({ key: label, url, lang }));
let measured;
try {
  measured = await measureRounds(targets, { rounds: ROUNDS, port: bench.port, alternate: false });
} finally {
  await bench.stop();
}
const { runs, repeated } = measured;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / (values.length || 1);
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const workOf = (label: string) => {
  const list = runs.get(label) ?? [];
  return list.length ? median(list.map((run) => run.mainThreadMs)) : Number.NaN;
};
const floorWork = workOf(targets[0]?.key ?? '');
/** Median CPU time of the main thread (unscaled), from the runs whose trace recorded it. */
const cpuOf = (label: string) => {
  const list = (runs.get(label) ?? []).flatMap((run) =>
    run.mainThreadCpuMs === undefined ? [] : [run.mainThreadCpuMs],
  );
  return list.length ? median(list) : Number.NaN;
};
const floorCpu = cpuOf(targets[0]?.key ?? '');
const ratio = (value: number, floor: number) => ` (${(value / floor).toFixed(2)}×)`;
const rows = targets.map(({ key: label }, index) => {
  const list = runs.get(label) ?? [];
  const tbt = list.map((run) => Math.round(run.tbtMs));
  const medianOf = (pick: (run: (typeof list)[number]) => number) =>
    list.length ? median(list.map(pick)) : Number.NaN;
  const line = `| ${label} | ${list.length ? ms(median(tbt)) : '–'} | ${tbt.join(', ')} | ${String(Math.round(medianOf((run) => run.performance)))} | ${(medianOf((run) => run.lcpMs) / 1000).toFixed(2)} s | ${ms(workOf(label))}${index === 0 ? '' : ratio(workOf(label), floorWork)} | ${Number.isNaN(cpuOf(label)) ? '–' : `${cpuOf(label).toFixed(0)} ms${index === 0 ? '' : ratio(cpuOf(label), floorCpu)}`} | ${ms(mean(list.map((run) => run.unattributedMs)))} | ${ms(mean(list.map((run) => run.attributedMs)))} |`;
  console.log(line);
  return line;
});

const body = `## Total Blocking Time against the machine's floor (\`npm run bench:tbt-floor\`)

Date: ${new Date().toISOString().slice(0, 10)} · Commit: ${commit} · Machine: ${describeMachine(loadBefore, bench.browserVersion)} · Lighthouse default
mobile settings · ${String(ROUNDS)} rounds, each measuring the blank page, ${SCRIPTLESS_PAGE.path} with its scripts removed (its document alone) and then every page, so all targets share the machine's
moments${repeated ? ` · runs repeated because Lighthouse recorded no metrics: ${String(repeated)}` : ''}. Performance, LCP and main-thread work are medians (the goals: at most 3 below the blank page, at most
1.0 s, at most twice its work: the ratio in brackets); main-thread CPU is the same trace's thread time, unscaled, without the waits. The last two columns split the blocking time of Lighthouse's long-tasks simulation (the part of each task past 50 ms
after the first paint, mean per run) between tasks Lighthouse cannot attribute ("Unattributable": Chrome committing the
navigation, style, layout and paint) and tasks it attributes to the page's document (HTML parsing) or scripts.

| page | median TBT | TBT of each run (ms) | performance | LCP | main-thread work | main-thread CPU | blocking in unattributed tasks | blocking in the document's and scripts' tasks |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
await writeBenchmarkSection('bench:tbt-floor', body);
