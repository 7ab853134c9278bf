/**
 * `npm run bench:compare -- <commit>`: is a change in the Lighthouse numbers the code's or the machine's?
 *
 * The TBT and LCP a page measures here depend on the machine as much as on the page (the blank page
 * alone measured 13 ms on one 2-core VM and about 300 ms on another, docs/benchmarks.md). So this
 * builds an earlier commit in a temporary git worktree (with this checkout's node_modules) and
 * measures its build and the current one (`dist/`, needs `npm run build`) side by side: BENCH_ROUNDS
 * rounds (default 4), each measuring the blank page and every page of both builds, the order
 * reversed every other round, so that both builds see the same machine at the same moments. Both
 * builds are served by the current server, so only the pages differ. Written to docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeBenchmarkSection } from './bench/benchmarks-doc.ts';
import { startBlankPage } from './bench/blank-page.ts';
import { freePort } from './bench/free-port.ts';
import { launchChromiumForLighthouse } from './bench/lighthouse-chromium.ts';
import { describeMachine, loadNow, measuredCommit } from './bench/machine.ts';
import { measureRounds, type PageRun } from './bench/page-run.ts';
import { BENCH_PAGES } from './bench/pages.ts';
import { startBenchSite } from './bench/site.ts';
import { median } from './lib/median.ts';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 4);
const ref = process.argv[2];
if (!ref) {
  console.error('usage: npm run bench:compare -- <commit to compare the current build with>');
  process.exit(2);
}
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const earlier = git('rev-parse', '--short', `${ref}^{commit}`);

/** Builds `earlier` with its own build script into a worktree; returns the worktree. */
async function buildEarlier(): Promise<string> {
  const tree = join(await mkdtemp(join(tmpdir(), 'bench-compare-')), 'tree');
  git('worktree', 'add', '--detach', tree, earlier);
  await symlink(resolve('node_modules'), join(tree, 'node_modules'));
  console.log(`building ${earlier} in ${tree}`);
  execFileSync('npm', ['run', 'build'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
  return tree;
}

const loadBefore = loadNow();
const current = measuredCommit();
const tree = await buildEarlier();
const sites = { earlier: await startBenchSite(join(tree, 'dist')), current: await startBenchSite() };
const blankPage = await startBlankPage(await freePort());
const browser = await launchChromiumForLighthouse();
const targets = [
  { key: 'blank', url: blankPage.url, lang: 'en' },
  ...BENCH_PAGES.flatMap((page) =>
    (['earlier', 'current'] as const).map((build) => ({
      key: `${build} ${page.label}`,
      url: sites[build].origin + page.path,
      lang: page.lang,
    })),
  ),
];
let measured;
try {
  measured = await measureRounds(targets, { rounds: ROUNDS, port: browser.port, alternate: true });
} finally {
  browser.close();
  await Promise.all([sites.earlier.stop(), sites.current.stop(), blankPage.close()]);
  git('worktree', 'remove', '--force', tree);
  await rm(resolve(tree, '..'), { recursive: true, force: true });
}
const { runs, repeated } = measured;

/** "earlier → current" medians of one figure, rounded. */
const pair = (label: string, read: (run: PageRun) => number, unit: string) => {
  const of = (build: string) => Math.round(median((runs.get(`${build} ${label}`) ?? []).map(read)));
  return `${String(of('earlier'))} → ${String(of('current'))}${unit}`;
};
const blank = runs.get('blank') ?? [];
const rows = [
  `| blank page (machine floor) | ${String(Math.round(median(blank.map((run) => run.tbtMs))))} ms | ${String(Math.round(median(blank.map((run) => run.attributedMs))))} ms | ${String(Math.round(median(blank.map((run) => run.lcpMs))))} ms | ${String(median(blank.map((run) => run.performance)))} |`,
  ...BENCH_PAGES.map(
    ({ label }) =>
      `| ${label} | ${pair(label, (run) => run.tbtMs, ' ms')} | ${pair(label, (run) => run.attributedMs, ' ms')} | ${pair(label, (run) => run.lcpMs, ' ms')} | ${pair(label, (run) => run.performance, '')} |`,
  ),
];
console.log(rows.join('\n'));

const body = `## The current build against an earlier one (\`npm run bench:compare -- ${earlier}\`)

Date: ${new Date().toISOString().slice(0, 10)} · Commits: ${earlier} → ${current} · Machine: ${describeMachine(loadBefore, browser.version)} · Lighthouse default
mobile settings · ${String(ROUNDS)} rounds, each measuring the blank page and every page of both builds (the order reversed every other
round), both builds served by the current server${repeated ? ` · runs repeated because Lighthouse recorded no metrics: ${String(repeated)}` : ''}.
Medians, earlier → current. "Script blocking" is the blocking time of the long tasks Lighthouse attributes to the page's
document or scripts (as in the floor table).

| page | TBT | script blocking | LCP | performance |
| --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
await writeBenchmarkSection('bench:compare', body);
