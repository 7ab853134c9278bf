import { describe, expect, it } from 'vitest';
import { OutboundLimiter } from './outbound-limiter.ts';

describe('OutboundLimiter (80 calls per 10 s by default)', () => {
  it('never lets more than max calls into any window', () => {
    const limiter = new OutboundLimiter(80, 10_000);
    const sent: number[] = [];
    for (let now = 0; now < 60_000; now += 7) {
      if (limiter.tryAcquire(now) === 0) sent.push(now);
    }
    for (const start of sent) {
      expect(sent.filter((time) => time >= start && time < start + 10_000).length).toBeLessThanOrEqual(80);
    }
    expect(sent.length).toBeGreaterThanOrEqual(6 * 80 - 1);
  });

  it('says how long until a slot frees up, and a released slot is free again', () => {
    const limiter = new OutboundLimiter(2, 1000);
    expect(limiter.tryAcquire(0)).toBe(0);
    expect(limiter.tryAcquire(100)).toBe(0);
    expect(limiter.tryAcquire(400)).toBe(600);
    limiter.release();
    expect(limiter.tryAcquire(400)).toBe(0);
  });
});
