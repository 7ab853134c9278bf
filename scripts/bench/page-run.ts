import { blockingByOrigin, type SimulatedLongTask } from '../lib/blocking-share.ts';
import { runLighthouse } from './run-lighthouse.ts';

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
}

/**
 * One Lighthouse run (runLighthouse's settings) reduced to a PageRun, or null when Lighthouse
 * recorded no usable trace (NO_NAVSTART and similar) and the run should be repeated.
 */
export async function measurePage(url: string, port: number, lang: string): Promise<PageRun | null> {
  const { audits, categories } = await runLighthouse(url, port, lang);
  const tbtMs = audits['total-blocking-time']?.numericValue;
  const fcpMs = audits['first-contentful-paint']?.numericValue;
  const lcpMs = audits['largest-contentful-paint']?.numericValue;
  if (tbtMs === undefined || fcpMs === undefined || lcpMs === undefined || !Number.isFinite(tbtMs))
    return null;
  const details = audits['long-tasks']?.details as { items?: SimulatedLongTask[] } | undefined;
  const split = blockingByOrigin(details?.items ?? [], fcpMs);
  return {
    tbtMs,
    unattributedMs: split.unattributed,
    attributedMs: split.attributed,
    lcpMs,
    performance: Math.round((categories['performance']?.score ?? 0) * 100),
  };
}

/** measurePage, repeated up to three times while Lighthouse records no metrics; counts the repeats. */
export async function measurePageWithRetries(
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
