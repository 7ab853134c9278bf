/**
 * `npm run bench:main-thread`: where each page's main-thread time goes after its first paint, from
 * the trace Lighthouse records (default mobile settings, as bench:web), beside the blank page with
 * the same headers. For each target, in interleaved rounds (BENCH_ROUNDS, default 3), Lighthouse's
 * own task tree (tracehouse) is split by its "main-thread work breakdown" groups, "Other" by trace
 * event, script evaluation by script, with the style recalculations and layouts counted and those a
 * script forced named (scripts/bench/main-thread-breakdown.ts). Times are the trace's, multiplied by
 * the simulated phone's 4x CPU slowdown as Lighthouse's breakdown multiplies them; the medians of
 * the rounds are printed as Markdown, for the decision that changes the design. Needs a build.
 */
import lighthouse from 'lighthouse';
import { startFloorAndPages } from './bench/floor-and-pages.ts';
import { describeMachine, loadNow, measuredCommit } from './bench/machine.ts';
import { breakdown, largest, type Breakdown, type TaskLike } from './bench/main-thread-breakdown.ts';
import { traceTasks } from './bench/trace-tasks.ts';
import { median } from './lib/median.ts';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const CPU_SLOWDOWN = 4;
const GROUPS = [
  'scriptEvaluation',
  'styleLayout',
  'paintCompositeRender',
  'parseHTML',
  'scriptParseCompile',
  'garbageCollection',
  'other',
];

async function traceBreakdown(url: string, port: number, lang: string): Promise<Breakdown> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: { Cookie: `lang=${lang}` },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { tasks, firstContentfulPaint } = traceTasks(result.artifacts.Trace);
  return breakdown(tasks as TaskLike[], firstContentfulPaint, 50 / CPU_SLOWDOWN);
}

const loadBefore = loadNow();
const commit = measuredCommit();
const bench = await startFloorAndPages('blank page', { scriptless: true });
const runs = new Map<string, Breakdown[]>(bench.targets.map((target) => [target.label, []]));
try {
  for (let round = 0; round < ROUNDS; round += 1)
    for (const target of bench.targets) {
      runs.get(target.label)?.push(await traceBreakdown(target.url, bench.port, target.lang));
      console.error(`round ${String(round + 1)}: ${target.label}`);
    }
} finally {
  await bench.stop();
}

const ms = (value: number) => String(Math.round(value * CPU_SLOWDOWN));
const medianOf = (list: Breakdown[], pick: (run: Breakdown) => number) => median(list.map(pick));
console.log(
  `Commit ${commit} · ${describeMachine(loadBefore, bench.browserVersion)} · ${String(ROUNDS)} rounds, medians, ms × ${String(CPU_SLOWDOWN)}\n`,
);
console.log(
  `| target | ${GROUPS.join(' | ')} | style recalcs | layouts | forced by script | tasks | tasks > 50 ms × 4 |`,
);
console.log(`| --- | ${GROUPS.map(() => '---').join(' | ')} | --- | --- | --- | --- | --- |`);
for (const { label } of bench.targets) {
  const list = runs.get(label) ?? [];
  const groups = GROUPS.map((group) => ms(medianOf(list, (run) => run.byGroup.get(group) ?? 0)));
  const counts = [
    medianOf(list, (run) => run.styleRecalculations),
    medianOf(list, (run) => run.layouts),
    medianOf(list, (run) => run.forcedByScript),
    medianOf(list, (run) => run.tasks),
    medianOf(list, (run) => run.longTasks.length),
  ];
  console.log(`| ${label} | ${groups.join(' | ')} | ${counts.map(String).join(' | ')} |`);
}
console.log('\nThe largest parts of "Other" and of script evaluation, last round (ms × 4):\n');
for (const { label } of bench.targets) {
  const last = runs.get(label)?.at(-1);
  if (!last) continue;
  const scaled = (map: Map<string, number>) =>
    new Map([...map].map(([key, value]) => [key, value * CPU_SLOWDOWN]));
  console.log(
    `- ${label}: other: ${largest(scaled(last.otherByEvent), 4).join(', ')}; scripts: ${largest(scaled(last.scriptByUrl), 4).join(', ')}`,
  );
}
