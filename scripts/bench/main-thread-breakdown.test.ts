import { describe, expect, it } from 'vitest';
import { breakdown, cpuTimeOfTasks, type TaskLike } from './main-thread-breakdown.ts';

// Nodes shaped as Lighthouse's tracehouse TaskNode (core/lib/tracehouse/main-thread-tasks.d.ts);
// the event names are Chrome trace event names Lighthouse's task groups list
// (core/lib/tracehouse/task-groups.js): RunTask is a top-level task, "other".
function node(name: string, group: string, startTime: number, selfTime: number, parent?: TaskLike): TaskLike {
  return {
    event: { name },
    startTime,
    duration: selfTime,
    selfTime,
    parent,
    group: { id: group },
  };
}

describe('breakdown', () => {
  const beforePaint = node('RunTask', 'other', 100, 80);
  const task = { ...node('RunTask', 'other', 900, 12), duration: 90 };
  const script = node('FunctionCall', 'scriptEvaluation', 901, 40, task);
  const forced = node('Layout', 'styleLayout', 930, 8, script);
  const style = node('UpdateLayoutTree', 'styleLayout', 960, 6, task);
  const commit = node('CommitLoad', 'other', 1200, 30);
  const all = [beforePaint, task, script, forced, style, commit];

  it('counts only what started after the paint, by group', () => {
    const result = breakdown(all, 800);
    expect(Object.fromEntries(result.byGroup)).toEqual({ other: 42, scriptEvaluation: 40, styleLayout: 14 });
  });

  it('tells a layout a script forced from one the frame ran', () => {
    const result = breakdown(all, 800);
    expect([result.layouts, result.styleRecalculations, result.forcedByScript]).toEqual([1, 1, 1]);
  });

  it('counts the top-level tasks, and lists those over the threshold, the ones blocking time counts', () => {
    expect(breakdown(all, 800).tasks).toBe(2);
    expect(breakdown(all, 800).longTasks).toEqual([90]);
    expect(breakdown(all, 0).longTasks).toEqual([80, 90]);
    // A trace the phone's 4x slowdown applies to: 12.5 ms observed blocks.
    expect(breakdown(all, 800, 12.5).longTasks).toEqual([90, 30]);
  });
});

describe('cpuTimeOfTasks', () => {
  // A top-level task and the events under it, as Lighthouse's MainThreadTasks links them; `tdur` is
  // the thread time in microseconds of Chrome's trace event format ("Complete events", ph "X").
  const top = (tdur?: number) => ({
    parent: undefined,
    event: tdur === undefined ? { name: 'RunTask' } : { name: 'RunTask', tdur },
  });
  const child = (parent: TaskLike, tdur: number) => ({ parent, event: { name: 'FunctionCall', tdur } });

  it('sums the top-level tasks’ thread time in ms, not their children twice', () => {
    const a = top(1500) as unknown as TaskLike;
    const b = top(250) as unknown as TaskLike;
    expect(cpuTimeOfTasks([a, child(a, 900), b, child(b, 100)])).toBe(1.75);
  });

  it('is zero for no tasks and undefined when a top-level task has no thread time', () => {
    expect(cpuTimeOfTasks([])).toBe(0);
    expect(cpuTimeOfTasks([top(1000), top()])).toBeUndefined();
  });
});
