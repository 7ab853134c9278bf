import { describe, expect, it } from 'vitest';
import { backoffDelay, nextDelay, parseRetryAfter } from './retry-policy.ts';

const options = { baseMs: 1000, maxMs: 60_000 };

describe('backoffDelay (capped exponential, full jitter)', () => {
  it('draws between 0 and base * 2^(attempt-1)', () => {
    expect(backoffDelay(1, options, () => 0.999)).toBe(999);
    expect(backoffDelay(3, options, () => 0.5)).toBe(2000);
    expect(backoffDelay(3, options, () => 0)).toBe(0);
  });

  it('never exceeds the cap, however many attempts', () => {
    expect(backoffDelay(50, options, () => 0.999_999)).toBeLessThan(60_000);
    expect(backoffDelay(10_000, options, () => 0.999_999)).toBeLessThan(60_000);
  });

  it('spreads retries of many leads (jitter)', () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(6, options)));
    expect(delays.size).toBeGreaterThan(40);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it.each([
    ['30', 30_000],
    [' 0 ', 0],
    ['Sat, 21 Nov 2026 10:00:10 GMT', 10_000],
    ['Sat, 21 Nov 2026 09:00:00 GMT', 0],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s ms', (header, expected) => {
    expect(parseRetryAfter(header, now)).toBe(expected);
  });
});

describe('nextDelay', () => {
  it('never retries before Retry-After', () => {
    expect(nextDelay(1, 30_000, options, () => 0.1)).toBe(30_000);
    expect(nextDelay(7, 1000, options, () => 0.9)).toBe(54_000);
  });
});
