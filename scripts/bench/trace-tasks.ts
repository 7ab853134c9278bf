import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/**
 * The page's main-thread task tree of a Lighthouse trace (`artifacts.Trace`), as Lighthouse's own
 * audits build it (tracehouse), and the first contentful paint in ms from the trace's start.
 */
export function traceTasks(trace: unknown): { tasks: unknown[]; firstContentfulPaint: number } {
  // Lighthouse types these through its global LH namespace, which the linter's type view does not
  // resolve: the fields read are named here (core/lib/tracehouse/trace-processor.d.ts).
  type TaskArguments = Parameters<typeof MainThreadTasks.getMainThreadTasks>;
  const processed = TraceProcessor.processTrace(
    trace as Parameters<typeof TraceProcessor.processTrace>[0],
  ) as unknown as {
    readonly mainThreadEvents: TaskArguments[0];
    readonly frames: TaskArguments[1];
    readonly timestamps: { readonly traceEnd: number; readonly timeOrigin: number };
  };
  const navigation = TraceProcessor.processNavigation(processed) as unknown as {
    readonly timings: { readonly firstContentfulPaint: number };
  };
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ) as unknown[];
  return { tasks, firstContentfulPaint: navigation.timings.firstContentfulPaint };
}
