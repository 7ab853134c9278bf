/**
 * The pure part of `npm run bench:main-thread`: what a page's main thread did after its first
 * contentful paint, from the task tree Lighthouse builds out of a trace (its tracehouse
 * MainThreadTasks: every trace event a node, with its self time and the group Lighthouse's
 * "main-thread work breakdown" files it under).
 */

/** The fields of Lighthouse's TaskNode this reads (core/lib/tracehouse/main-thread-tasks.d.ts). */
export interface TaskLike {
  readonly event: { readonly name: string };
  /** ms from the trace's start */
  readonly startTime: number;
  readonly duration: number;
  readonly selfTime: number;
  readonly parent: TaskLike | undefined;
  readonly group: { readonly id: string };
  readonly attributableURLs: readonly string[];
}

export interface Breakdown {
  /** Self time after the paint, by Lighthouse's group (parseHTML, styleLayout, scriptEvaluation, other, …). */
  readonly byGroup: Map<string, number>;
  /** What "Other" is: its self time by trace event name (a task's own RunTask time, a navigation commit, …). */
  readonly otherByEvent: Map<string, number>;
  /** Script evaluation's self time by the script it is attributed to (the last URL on its stack). */
  readonly scriptByUrl: Map<string, number>;
  readonly styleRecalculations: number;
  readonly layouts: number;
  /** Style and layout run synchronously inside a script's evaluation: a script read layout it had made dirty. */
  readonly forcedByScript: number;
  /** Top-level tasks after the paint: many small ones cost their scheduling as much as their work. */
  readonly tasks: number;
  /** Top-level tasks after the paint longer than the threshold given: the ones Total Blocking Time counts. */
  readonly longTasks: readonly number[];
}

const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles']);

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);

function insideScript(task: TaskLike): boolean {
  for (let up = task.parent; up; up = up.parent) if (up.group.id === 'scriptEvaluation') return true;
  return false;
}

/**
 * Everything that started at or after `fromMs` (the first contentful paint, in the tasks' clock).
 * `longTaskMs` is 50 ms for a trace taken at full speed, 12.5 ms for one the phone's 4x slowdown
 * will be applied to, as Lighthouse's simulation does.
 */
export function breakdown(tasks: readonly TaskLike[], fromMs: number, longTaskMs = 50): Breakdown {
  const byGroup = new Map<string, number>();
  const otherByEvent = new Map<string, number>();
  const scriptByUrl = new Map<string, number>();
  let styleRecalculations = 0;
  let layouts = 0;
  let forcedByScript = 0;
  const longTasks: number[] = [];
  let topLevel = 0;
  for (const task of tasks) {
    if (task.startTime < fromMs) continue;
    add(byGroup, task.group.id, task.selfTime);
    if (task.group.id === 'other') add(otherByEvent, task.event.name, task.selfTime);
    if (task.group.id === 'scriptEvaluation')
      add(scriptByUrl, task.attributableURLs.at(-1) ?? '(no script)', task.selfTime);
    const name = task.event.name;
    const styleOrLayout = STYLE.has(name) || name === 'Layout';
    if (STYLE.has(name)) styleRecalculations += 1;
    if (name === 'Layout') layouts += 1;
    if (styleOrLayout && insideScript(task)) forcedByScript += 1;
    if (task.parent) continue;
    topLevel += 1;
    if (task.duration > longTaskMs) longTasks.push(task.duration);
  }
  return {
    byGroup,
    otherByEvent,
    scriptByUrl,
    styleRecalculations,
    layouts,
    forcedByScript,
    tasks: topLevel,
    longTasks,
  };
}

/** The `count` largest entries of a map, largest first, as "name 12 ms" strings. */
export function largest(map: ReadonlyMap<string, number>, count: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${String(Math.round(ms))} ms`);
}
