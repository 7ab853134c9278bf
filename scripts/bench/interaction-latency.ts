/** What bench:interactions' PerformanceObserver keeps of an Event Timing entry (PerformanceEventTiming). */
export interface EventEntry {
  readonly name: string;
  /** The input's hardware timestamp, ms since the page's time origin. */
  readonly startTime: number;
  /** From the input to the next paint after its handlers ran, rounded to 8 ms by the browser. */
  readonly duration: number;
  /** Shared by the events of one interaction (pointerdown, pointerup, click); 0 for none. */
  readonly interactionId: number;
}

/**
 * The latency of the interaction that started at or after `since`: the longest event of the first
 * interaction id seen from then on (a tap's pointerdown, pointerup and click share one id, and the
 * interaction lasts as long as its slowest event, as INP counts it). Undefined when the page
 * reported none: the click handlers and the paint took under the observer's 16 ms threshold.
 */
export function interactionLatency(entries: readonly EventEntry[], since: number): number | undefined {
  const first = entries.find((entry) => entry.interactionId > 0 && entry.startTime >= since);
  const events = entries.filter((entry) => first && entry.interactionId === first.interactionId);
  return first && Math.max(...events.map((entry) => entry.duration));
}
