import { blockingByOrigin, type SimulatedLongTask } from '../lib/blocking-share.ts';
import { mainThreadCpuMs } from './main-thread-cpu.ts';
import { runLighthouseWithTrace } from './run-lighthouse.ts';

/** What the TBT benchmarks read from one Lighthouse run of one page. */
export interface PageRun {
  readonly tbtMs: number;
  /** Blocking in tasks Lighthouse cannot attribute (Chrome's commit, style, layout, paint). */
  readonly unattributedMs: number;
  /** Blocking in tasks of the page's document (HTML parsing) or scripts. */
  readonly attributedMs: number;
  readonly lcpMs: number;
  /** Lighthouse's performance score, 0–100. */
  readonly performance: number;
  /** Main-thread work (Lighthouse's breakdown, at the simulated phone's 4x slowdown), ms. */
  readonly mainThreadMs: number;
  /** The main thread's CPU time in the same trace, unscaled ms (main-thread-cpu.ts); undefined when not recorded. */
  readonly mainThreadCpuMs: number | undefined;
}

/**
 * One Lighthouse run (runLighthouse's settings) reduced to a PageRun, or null when Lighthouse
 * recorded no usable trace (NO_NAVSTART and similar) and the run should be repeated.
 */
async function measurePage(url: string, port: number, lang: string): Promise<PageRun | null> {
  const { lhr, trace } = await runLighthouseWithTrace(url, port, lang);
  const { audits, categories } = lhr;
  const tbtMs = audits['total-blocking-time']?.numericValue;
  const fcpMs = audits['first-contentful-paint']?.numericValue;
  const lcpMs = audits['largest-contentful-paint']?.numericValue;
  const mainThreadMs = audits['mainthread-work-breakdown']?.numericValue;
  if (
    tbtMs === undefined ||
    fcpMs === undefined ||
    lcpMs === undefined ||
    mainThreadMs === undefined ||
    !Number.isFinite(tbtMs)
  )
    return null;
  const details = audits['long-tasks']?.details as { items?: SimulatedLongTask[] } | undefined;
  const split = blockingByOrigin(details?.items ?? [], fcpMs);
  return {
    tbtMs,
    unattributedMs: split.unattributed,
    attributedMs: split.attributed,
    lcpMs,
    performance: Math.round((categories['performance']?.score ?? 0) * 100),
    mainThreadMs,
    mainThreadCpuMs: mainThreadCpuMs(trace),
  };
}

/** measurePage, repeated up to three times while Lighthouse records no metrics; counts the repeats. */
async function measurePageWithRetries(
  url: string,
  port: number,
  lang: string,
  onRepeat: () => void,
): Promise<PageRun | null> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const run = await measurePage(url, port, lang);
    if (run) return run;
    onRepeat();
  }
  return null;
}

/** One page to measure: `key` names its runs in the result. */
export interface BenchTarget {
  readonly key: string;
  readonly url: string;
  readonly lang: string;
}

/**
 * Every target measured once per round, `rounds` times, so that all of them share the machine's
 * moments; with `alternate`, every other round runs in reverse order, so that no target always
 * follows the same one. Prints a dot per run (x for a run Lighthouse never measured).
 */
export async function measureRounds(
  targets: readonly BenchTarget[],
  options: { readonly rounds: number; readonly port: number; readonly alternate: boolean },
): Promise<{ runs: Map<string, PageRun[]>; repeated: number }> {
  const runs = new Map<string, PageRun[]>(targets.map((target) => [target.key, []]));
  let repeated = 0;
  for (let round = 1; round <= options.rounds; round += 1) {
    const order = options.alternate && round % 2 === 0 ? targets.toReversed() : targets;
    for (const target of order) {
      const run = await measurePageWithRetries(target.url, options.port, target.lang, () => {
        repeated += 1;
      });
      if (run) runs.get(target.key)?.push(run);
      process.stdout.write(run ? '.' : 'x');
    }
  }
  console.log();
  return { runs, repeated };
}
