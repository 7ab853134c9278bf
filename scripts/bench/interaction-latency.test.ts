import { describe, expect, it } from 'vitest';
import { interactionLatency, type EventEntry } from './interaction-latency.ts';

// Shapes as the Event Timing API reports them (W3C Event Timing, PerformanceEventTiming: name,
// startTime, duration rounded to 8 ms, interactionId shared by a tap's pointer events and click).
const tap = (id: number, start: number, durations: [number, number, number]): EventEntry[] =>
  (['pointerdown', 'pointerup', 'click'] as const).map((name, index) => ({
    name,
    startTime: start + index * 40,
    duration: durations[index] ?? 0,
    interactionId: id,
  }));

describe('interactionLatency', () => {
  it("takes the slowest event of the interaction's events", () => {
    expect(interactionLatency(tap(7, 1000, [24, 16, 104]), 900)).toBe(104);
  });

  it('reads the first interaction from the moment given, not an earlier one', () => {
    const entries = [...tap(3, 500, [200, 16, 200]), ...tap(4, 2000, [16, 16, 48])];
    expect(interactionLatency(entries, 1500)).toBe(48);
  });

  it('skips events that belong to no interaction (a mouse moving over the page)', () => {
    const hover: EventEntry = { name: 'pointerover', startTime: 1000, duration: 400, interactionId: 0 };
    expect(interactionLatency([hover, ...tap(9, 1010, [16, 16, 32])], 900)).toBe(32);
  });

  it('says nothing when no entry came after the moment: all under the observer threshold', () => {
    expect(interactionLatency(tap(1, 100, [24, 24, 24]), 900)).toBeUndefined();
  });
});
