import { describe, expect, it } from 'vitest';
import { MIN_PAUSE_MS, RateLimitGate } from './rate-limit-gate.ts';

describe('RateLimitGate', () => {
  it('lets every lane go until a 429', () => {
    const gate = new RateLimitGate();
    expect([gate.acquire(0), gate.acquire(0)]).toEqual([
      { waitMs: 0, probe: false },
      { waitMs: 0, probe: false },
    ]);
  });

  it('pauses everyone a second at least, or Retry-After, then lets one probe until an answer', () => {
    const gate = new RateLimitGate();
    gate.onRateLimited(1000, 0);
    expect(gate.acquire(1500)).toEqual({ waitMs: 500, probe: false });
    gate.onRateLimited(1600, 3000);
    expect(gate.acquire(2000).waitMs).toBe(2600);
    expect(gate.acquire(4600)).toEqual({ waitMs: 0, probe: true });
    expect(gate.acquire(4600)).toEqual({ waitMs: MIN_PAUSE_MS, probe: false });
    gate.onAnswered();
    expect(gate.acquire(4700)).toEqual({ waitMs: 0, probe: false });
  });

  it('hands the probe to another lane when the prober had nothing to send', () => {
    const gate = new RateLimitGate();
    gate.onRateLimited(0, undefined);
    expect(gate.acquire(MIN_PAUSE_MS).probe).toBe(true);
    gate.releaseProbe();
    expect(gate.acquire(MIN_PAUSE_MS).probe).toBe(true);
  });
});
