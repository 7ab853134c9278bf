import { traceTasks } from './trace-tasks.ts';

/**
 * The main thread's CPU time in a Lighthouse trace, as a second reading beside Lighthouse's
 * main-thread work. That work is wall time (times the simulated phone's 4x): a task whose thread
 * the 2-core machine deschedules, or that waits on a synchronous call to the browser process (the
 * font service's lookups on Linux), counts its wait. Trace events carry their thread time as
 * `tdur` (Chrome's trace event format, "Complete events"), which leaves the waiting out: measured
 * on the same builds, the blank page's tasks spent a third to a half of their wall time on the CPU.
 */

/** The fields of Lighthouse's TaskNode this reads (core/lib/tracehouse/main-thread-tasks.d.ts). */
export interface TimedTask {
  readonly parent: unknown;
  readonly event: { readonly tdur?: number };
}

/**
 * Thread time of the top-level tasks, in ms (trace times are in microseconds); undefined when a
 * top-level task has none (a trace recorded without thread timestamps), rather than a partial sum.
 */
export function cpuTimeOfTasks(tasks: readonly TimedTask[]): number | undefined {
  let microseconds = 0;
  for (const task of tasks) {
    if (task.parent) continue;
    if (task.event.tdur === undefined) return undefined;
    microseconds += task.event.tdur;
  }
  return microseconds / 1000;
}

/** cpuTimeOfTasks over the page's main-thread tasks of a Lighthouse trace (artifacts.Trace). */
export function mainThreadCpuMs(trace: unknown): number | undefined {
  return cpuTimeOfTasks(traceTasks(trace).tasks as TimedTask[]);
}
