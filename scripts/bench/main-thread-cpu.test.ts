import { describe, expect, it } from 'vitest';
import { cpuTimeOfTasks } from './main-thread-cpu.ts';

// A top-level task and the events under it, as Lighthouse's MainThreadTasks links them; `tdur` is
// the thread time in microseconds of Chrome's trace event format ("Complete events", ph "X").
const top = (tdur?: number) => ({ parent: undefined, event: tdur === undefined ? {} : { tdur } });
const child = (parent: object, tdur: number) => ({ parent, event: { tdur } });

describe('cpuTimeOfTasks', () => {
  it('sums the top-level tasks’ thread time in ms, not their children twice', () => {
    const a = top(1500);
    const b = top(250);
    expect(cpuTimeOfTasks([a, child(a, 900), b, child(b, 100)])).toBe(1.75);
  });

  it('is zero for no tasks and undefined when a top-level task has no thread time', () => {
    expect(cpuTimeOfTasks([])).toBe(0);
    expect(cpuTimeOfTasks([top(1000), top()])).toBeUndefined();
  });
});
