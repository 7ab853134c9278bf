import { describe, expect, it } from 'vitest';
import { HeldCap, IntakeCeiling } from './intake-limits.ts';

describe('IntakeCeiling', () => {
  it('takes perMinute places per minute, then tells when the next minute starts', () => {
    let now = 1_000_000;
    const ceiling = new IntakeCeiling(2, () => now);
    expect([ceiling.take().ok, ceiling.take().ok]).toEqual([true, true]);
    now += 45_000;
    expect(ceiling.take()).toEqual({ ok: false, retryAfterSeconds: 15 });
    now += 15_000;
    expect(ceiling.take().ok).toBe(true);
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
