import { describe, expect, it } from 'vitest';
import { LocalOutboundBudget } from './outbound-budget.ts';

describe('LocalOutboundBudget (80 calls per 10 s by default)', () => {
  it('never lets more than max calls into any window, counting each call from start to end', () => {
    const budget = new LocalOutboundBudget(80, 10_000);
    const calls: { start: number; end: number }[] = [];
    for (let now = 0; now < 60_000; now += 7) {
      const taken = budget.take(now);
      if (!('slot' in taken)) continue;
      // Each call takes 150 ms; HubSpot may see it at any moment in between.
      calls.push({ start: now, end: now + 150 });
      budget.finish(taken.slot, now + 150);
    }
    for (const { start } of calls) {
      const seen = calls.filter((call) => call.end >= start && call.start < start + 10_000);
      expect(seen.length).toBeLessThanOrEqual(80);
    }
    expect(calls.length).toBeGreaterThanOrEqual(5 * 80);
  });

  it('says how long until a slot frees up, and a slot given back is free again', () => {
    const budget = new LocalOutboundBudget(2, 1000);
    const first = budget.take(0);
    const second = budget.take(100);
    if (!('slot' in first) || !('slot' in second)) throw new Error('slots expected');
    budget.finish(first.slot, 50);
    expect(budget.take(400)).toEqual({ waitMs: 650 });
    budget.giveBack(second.slot);
    expect('slot' in budget.take(400)).toBe(true);
  });

  it('a call in flight keeps its slot until a window after it ends', () => {
    const budget = new LocalOutboundBudget(1, 1000);
    const only = budget.take(0);
    if (!('slot' in only)) throw new Error('slot expected');
    expect(budget.take(5000)).toEqual({ waitMs: 1000 });
    budget.finish(only.slot, 5000);
    expect(budget.take(5999)).toEqual({ waitMs: 1 });
    expect('slot' in budget.take(6000)).toBe(true);
  });
});
