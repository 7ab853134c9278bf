/**
 * The pure part of `npm run bench:pages -- --breakdown`: what a page's main thread did after its first
 * contentful paint, from the task tree Lighthouse builds out of a trace (its tracehouse
 * MainThreadTasks: every trace event a node, with its self time and the group Lighthouse's
 * "main-thread work breakdown" files it under).
 */

/** The fields of Lighthouse's TaskNode this reads (core/lib/tracehouse/main-thread-tasks.d.ts). */
export interface TaskLike {
  /** `tdur`: the event's thread time in µs (Chrome's trace event format, "Complete events"). */
  readonly event: { readonly name: string; readonly tdur?: number };
  /** ms from the trace's start */
  readonly startTime: number;
  readonly duration: number;
  readonly selfTime: number;
  readonly parent: TaskLike | undefined;
  readonly group: { readonly id: string };
}

const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles']);

function insideScript(task: TaskLike): boolean {
  for (let up = task.parent; up; up = up.parent) if (up.group.id === 'scriptEvaluation') return true;
  return false;
}

/**
 * Everything that started at or after `fromMs` (the first contentful paint, in the tasks' clock):
 * self time by Lighthouse's group (parseHTML, styleLayout, scriptEvaluation, other, …); style recalculations and
 * layouts, and those run inside a script's evaluation (forced: the script read layout it had made
 * dirty); top-level tasks (many small ones cost their scheduling as much as their work), and the
 * durations of those over `longTaskMs`, the ones Total Blocking Time counts: 50 ms for a trace taken
 * at full speed, 12.5 ms for one the phone's 4x slowdown will be applied to, as Lighthouse simulates.
 */
export function breakdown(tasks: readonly TaskLike[], fromMs: number, longTaskMs = 50) {
  const byGroup = new Map<string, number>();
  let [styleRecalculations, layouts, forcedByScript, tasksAfter] = [0, 0, 0, 0];
  const longTasks: number[] = [];
  for (const task of tasks) {
    if (task.startTime < fromMs) continue;
    byGroup.set(task.group.id, (byGroup.get(task.group.id) ?? 0) + task.selfTime);
    const name = task.event.name;
    const styleOrLayout = STYLE.has(name) || name === 'Layout';
    if (STYLE.has(name)) styleRecalculations += 1;
    if (name === 'Layout') layouts += 1;
    if (styleOrLayout && insideScript(task)) forcedByScript += 1;
    if (task.parent) continue;
    tasksAfter += 1;
    if (task.duration > longTaskMs) longTasks.push(task.duration);
  }
  const counts = { styleRecalculations, layouts, forcedByScript, tasks: tasksAfter };
  return { byGroup, ...counts, longTasks };
}

export type Breakdown = ReturnType<typeof breakdown>;

/**
 * Thread time of the top-level tasks, in ms: the work without the waits (a task the 2-core machine
 * deschedules, or one waiting on a synchronous call to the browser process, counts its wait in
 * Lighthouse's work, which is wall time). Undefined when a top-level task has none (a trace recorded
 * without thread timestamps), rather than a partial sum.
 */
export function cpuTimeOfTasks(tasks: readonly Pick<TaskLike, 'parent' | 'event'>[]): number | undefined {
  let microseconds = 0;
  for (const task of tasks) {
    if (task.parent) continue;
    if (task.event.tdur === undefined) return undefined;
    microseconds += task.event.tdur;
  }
  return microseconds / 1000;
}
