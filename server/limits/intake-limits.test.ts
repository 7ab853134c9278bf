import { describe, expect, it } from 'vitest';
import { HeldCap, IntakeCeiling } from './intake-limits.ts';

describe('IntakeCeiling', () => {
  it('takes perMinute places per minute, then tells when the next minute starts', async () => {
    let now = 1_000_000;
    const ceiling = new IntakeCeiling(2, () => now);
    expect([(await ceiling.take()).ok, (await ceiling.take()).ok]).toEqual([true, true]);
    now += 45_000;
    expect(await ceiling.take()).toEqual({ ok: false, retryAfterSeconds: 15 });
    now += 15_000;
    expect((await ceiling.take()).ok).toBe(true);
  });

  it('with shared windows, counts in them and lets the lead through when they cannot count', async () => {
    const hits: string[] = [];
    let failing = false;
    let count = 0;
    const ceiling = new IntakeCeiling(2, Date.now, {
      hit: (key, windowMs) => {
        hits.push(`${key}/${String(windowMs)}`);
        if (failing) return Promise.reject(new Error('database down'));
        count += 1;
        return Promise.resolve({ count, resetInMs: 20_500 });
      },
    });
    expect([(await ceiling.take()).ok, (await ceiling.take()).ok]).toEqual([true, true]);
    expect(await ceiling.take()).toEqual({ ok: false, retryAfterSeconds: 21 });
    failing = true;
    expect((await ceiling.take()).ok).toBe(true);
    expect(hits).toEqual(Array(4).fill('intake/60000'));
  });
});

describe('HeldCap', () => {
  it('reads the held count from the store at most every 10 s and adds what it stored since', async () => {
    let now = 0;
    let reads = 0;
    let held = 0;
    const warnings: number[] = [];
    const cap = new HeldCap({
      store: {
        counts: () => {
          reads += 1;
          return Promise.resolve({ pending: 0, delivered: 0, dead: 0, local: 0, held });
        },
      },
      max: 3,
      warn: (count) => warnings.push(count),
      now: () => now,
    });
    const outcomes: boolean[] = [];
    for (let index = 0; index < 100; index++) {
      const full = await cap.isFull();
      outcomes.push(full);
      if (!full) {
        cap.stored();
        held += 1;
      }
      now += 50;
    }
    expect(outcomes.filter((full) => !full)).toHaveLength(3);
    expect(reads).toBe(1);
    expect(warnings).toEqual([3]);
    now += 60_000;
    expect(await cap.isFull()).toBe(true);
    expect(reads).toBe(2);
    expect(warnings).toEqual([3, 3]);
  });
});
