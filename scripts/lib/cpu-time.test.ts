import { describe, expect, it } from 'vitest';
import { machineBusySeconds } from './cpu-time.ts';

// The first lines of /proc/stat as proc(5) describes them (user nice system idle iowait irq softirq
// steal guest guest_nice, in USER_HZ ticks), as read on the development VM.
const STAT = `cpu  3097822 399969 1714500 1702743 11237 0 35059 0 0 0
cpu0 1548911 199984 857250 851371 5618 0 17529 0 0 0
intr 123456 0 0`;

describe('machineBusySeconds', () => {
  it('adds every busy column of the machine line, not idle or I/O wait', () => {
    expect(machineBusySeconds(STAT)).toBeCloseTo((3097822 + 399969 + 1714500 + 0 + 35059 + 0) / 100, 6);
  });

  it('refuses a file that is not /proc/stat', () => {
    expect(() => machineBusySeconds('MemTotal: 1 kB')).toThrow(/cpu line/);
  });
});
