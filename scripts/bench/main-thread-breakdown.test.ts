import { describe, expect, it } from 'vitest';
import { breakdown, largest, type TaskLike } from './main-thread-breakdown.ts';

// Nodes shaped as Lighthouse's tracehouse TaskNode (core/lib/tracehouse/main-thread-tasks.d.ts);
// the event names are Chrome trace event names Lighthouse's task groups list
// (core/lib/tracehouse/task-groups.js): RunTask is a top-level task, "other".
function node(
  name: string,
  group: string,
  startTime: number,
  selfTime: number,
  parent?: TaskLike,
  url?: string,
): TaskLike {
  return {
    event: { name },
    startTime,
    duration: selfTime,
    selfTime,
    parent,
    group: { id: group },
    attributableURLs: url ? [url] : [],
  };
}

describe('breakdown', () => {
  const beforePaint = node('RunTask', 'other', 100, 80);
  const task = { ...node('RunTask', 'other', 900, 12), duration: 90 };
  const script = node('FunctionCall', 'scriptEvaluation', 901, 40, task, '/_astro/client.js');
  const forced = node('Layout', 'styleLayout', 930, 8, script);
  const style = node('UpdateLayoutTree', 'styleLayout', 960, 6, task);
  const commit = node('CommitLoad', 'other', 1200, 30);
  const all = [beforePaint, task, script, forced, style, commit];

  it('counts only what started after the paint, by group and by what "Other" is', () => {
    const result = breakdown(all, 800);
    expect(Object.fromEntries(result.byGroup)).toEqual({ other: 42, scriptEvaluation: 40, styleLayout: 14 });
    expect(Object.fromEntries(result.otherByEvent)).toEqual({ RunTask: 12, CommitLoad: 30 });
    expect(Object.fromEntries(result.scriptByUrl)).toEqual({ '/_astro/client.js': 40 });
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

describe('largest', () => {
  it('names the biggest entries first, rounded', () => {
    const map = new Map([
      ['a', 1.4],
      ['b', 20.6],
      ['c', 5],
    ]);
    expect(largest(map, 2)).toEqual(['b 21 ms', 'c 5 ms']);
  });
});
