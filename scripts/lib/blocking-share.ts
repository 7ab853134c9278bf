/** A long task from Lighthouse's `long-tasks` audit: simulated start and duration, attributed URL. */
export interface SimulatedLongTask {
  readonly url: string;
  readonly startTime: number;
  readonly duration: number;
}

/**
 * Lighthouse's name for a long task with no script or document URL: on our traces, Chrome committing
 * the navigation, and style, layout or paint that no script caused.
 */
export const UNATTRIBUTABLE = 'Unattributable';

const BLOCKING_THRESHOLD_MS = 50;

/**
 * How much of the blocking time (the part of each task past 50 ms, counted only after the first
 * contentful paint, as Total Blocking Time counts it) falls in unattributed tasks and how much in
 * tasks Lighthouse attributes to the page's document (HTML parsing) or scripts. It reads
 * Lighthouse's long-tasks simulation, which is not the exact simulation behind TBT, so the split
 * says where the blocking comes from, not the TBT itself.
 */
export function blockingByOrigin(
  tasks: readonly SimulatedLongTask[],
  firstContentfulPaintMs: number,
): { unattributed: number; attributed: number } {
  let unattributed = 0;
  let attributed = 0;
  for (const task of tasks) {
    const start = Math.max(task.startTime, firstContentfulPaintMs);
    const blocking = task.startTime + task.duration - start - BLOCKING_THRESHOLD_MS;
    if (blocking <= 0) continue;
    if (task.url === UNATTRIBUTABLE) unattributed += blocking;
    else attributed += blocking;
  }
  return { unattributed, attributed };
}
