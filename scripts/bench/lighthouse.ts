import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium.ts';
import { blockingByOrigin, type SimulatedLongTask } from '../lib/blocking-share.ts';
import { breakdown, cpuTimeOfTasks, type TaskLike } from './main-thread-breakdown.ts';

/** All four, even when only TBT is read: their gatherers work on the main thread while the page loads. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lighthouse's default mobile throttling: observed main-thread times are multiplied by this. */
export const CPU_SLOWDOWN = 4;

/**
 * Debian's Chromium started as the Lighthouse CLI starts it (chrome-launcher), with this workplace's
 * flags: Lighthouse is the only DevTools client while it traces (Playwright added its own script world).
 */
export async function launchChromium(): Promise<{ port: number; version: string; close: () => void }> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  const response = await fetch(`http://127.0.0.1:${String(chrome.port)}/json/version`);
  const { Browser: version } = (await response.json()) as { Browser?: string };
  const close = () => {
    chrome.kill();
  };
  return { port: chrome.port, version: version ?? 'Chromium', close };
}

/** The main-thread task tree of a trace as Lighthouse's audits build it, and the observed first paint. */
function traceTasks(trace: unknown): { tasks: TaskLike[]; firstPaintMs: number } {
  // Lighthouse types these through its global LH namespace, which the linter's type view does not
  // resolve: the fields read are named here (core/lib/tracehouse/trace-processor.d.ts).
  type Tasks = Parameters<typeof MainThreadTasks.getMainThreadTasks>;
  const processed = TraceProcessor.processTrace(
    trace as Parameters<typeof TraceProcessor.processTrace>[0],
  ) as unknown as {
    readonly mainThreadEvents: Tasks[0];
    readonly frames: Tasks[1];
    readonly timestamps: { readonly traceEnd: number; readonly timeOrigin: number };
  };
  const { mainThreadEvents, frames, timestamps } = processed;
  const navigation = TraceProcessor.processNavigation(processed) as unknown as {
    readonly timings: { readonly firstContentfulPaint: number };
  };
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  ) as unknown[];
  return { tasks: tasks as TaskLike[], firstPaintMs: navigation.timings.firstContentfulPaint };
}

/**
 * One Lighthouse navigation (default mobile settings: emulated phone, simulated slow 4G, 4x CPU) with
 * the language cookie the page is served for; null when Lighthouse recorded no usable trace
 * (NO_NAVSTART and similar), so that a median is never taken over a missing figure. Main-thread work
 * is Lighthouse's (at the simulated 4x); CPU the trace's thread time of the main thread, unscaled,
 * without the waits a shared machine adds to the work; blocking (past 50 ms, after the first paint)
 * is split between tasks Lighthouse cannot attribute (Chrome's commit, style, layout, paint) and those
 * of the page's document or scripts; the breakdown is after the first paint, observed (unscaled) ms.
 */
async function measureOnce(url: string, port: number, lang: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    extraHeaders: { Cookie: `lang=${lang}` },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const [tbtMs, fcpMs, lcpMs] = [
    metric('total-blocking-time'),
    metric('first-contentful-paint'),
    metric('largest-contentful-paint'),
  ];
  const [cls, mainThreadMs] = [metric('cumulative-layout-shift'), metric('mainthread-work-breakdown')];
  if (![tbtMs, fcpMs, lcpMs, cls, mainThreadMs].every(Number.isFinite)) return null;
  const longTasks = audits['long-tasks']?.details as { items?: SimulatedLongTask[] } | undefined;
  const split = blockingByOrigin(longTasks?.items ?? [], fcpMs);
  const { tasks, firstPaintMs } = traceTasks(result.artifacts.Trace);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Record<
      (typeof CATEGORIES)[number],
      number
    >,
    ...{ tbtMs, lcpMs, cls, mainThreadMs, cpuMs: cpuTimeOfTasks(tasks) },
    ...{ unattributedMs: split.unattributed, attributedMs: split.attributed },
    // 12.5 ms observed is a long task once the phone's 4x slowdown applies, as Lighthouse simulates it.
    breakdown: breakdown(tasks, firstPaintMs, 50 / CPU_SLOWDOWN),
  };
}

export type PageRun = NonNullable<Awaited<ReturnType<typeof measureOnce>>>;

/** measureOnce, tried up to three times; `onRepeat` counts the repeats for the report. */
export async function measurePage(url: string, port: number, lang: string, onRepeat: () => void) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const run = await measureOnce(url, port, lang);
    if (run) return run;
    onRepeat();
  }
  return null;
}
