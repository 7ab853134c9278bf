import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './after-first-paint.ts';
import { watchEarlyInput } from './early-input.ts';
import { watchIslandFailures } from './island-failure.ts';
import { islandStart, startsAlone } from './island-start.ts';
import { whenReached } from './when-reached.ts';

/**
 * `client:queued` — hydrates an island when the browser is idle after the first paint (or, with
 * `client:queued="visible"`, once it scrolls into view, or when the visitor reaches for
 * what it serves: island-start.ts), one island at a time.
 *
 * Astro's own `client:idle` islands share one renderer chunk, so they all start
 * hydrating in the task that finishes loading it. On a phone that task passes
 * 50 ms and counts as blocking time (decision 071). Here each island starts in a
 * task of its own, and the queue leaves a frame and a task between two islands,
 * in which React (hydrating in a transition, in slices of a few milliseconds)
 * gets on with the previous one's work and effects.
 * An island the visitor reaches for starts at once, beside the queue, and what
 * they did before it hydrated is replayed (early-input.ts).
 */

type Job = () => Promise<unknown>;

// Inline in every page (decision 075), so it runs even when no chunk can be loaded.
watchIslandFailures(document);

const queue: Job[] = [];
let draining = false;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Nobody interacts with a hidden tab, its frames never come and its timers are throttled:
 * pacing there would only leave the islands late when the visitor switches to it.
 */
const paced = () => document.visibilityState !== 'hidden';

/**
 * A frame and then a task (or 100 ms where frames do not come): React's scheduler
 * runs its slices and the passive effects of a commit in tasks of their own, which
 * this gap lets through before the next island starts.
 */
function afterEffects(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      setTimeout(resolve);
    };
    requestAnimationFrame(finish);
    setTimeout(finish, 100);
  });
}

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  for (let job = queue.shift(); job; job = queue.shift()) {
    // One island failing to load must not keep the others from hydrating; Astro reports its own errors.
    await job().catch(() => undefined);
    if (paced()) await afterEffects();
  }
  draining = false;
}

function enqueue(job: Job, urgent: boolean): void {
  const at = queue.indexOf(job);
  if (at >= 0) {
    if (!urgent) return;
    queue.splice(at, 1);
  }
  // The visitor is waiting for this one: it starts now, beside the queue, which an island whose
  // code is still on its way (a slow network) could hold for seconds.
  if (urgent) void job().catch(() => undefined);
  else {
    queue.push(job);
    void drain();
  }
}

/** Idle after the first paint is on screen: before it, idle means the first frame is still being drawn. */
function whenIdle(start: () => void): void {
  afterFirstPaint(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start);
    else setTimeout(start, 200);
  });
}

function whenVisible(el: HTMLElement, start: () => void): void {
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      io.disconnect();
      start();
    },
    // Start a little before the island is on screen, so that it is ready when it arrives there.
    { rootMargin: '200px 0px' },
  );
  // The island element is `display: contents`; its children are what takes room on screen.
  for (const child of el.children) io.observe(child);
}

const queuedDirective = ((load, options, el) => {
  const { visible, on, keep, cookie } = islandStart(options.value);
  let started = false;
  let replayReached: (failed: boolean) => void = () => undefined;
  const job: Job = async () => {
    started = true;
    try {
      const hydrate = await load();
      // Loading ends in the task that evaluated the modules; hydrate in a fresh one.
      if (paced()) await nextTask();
      await hydrate();
      replayEarlyInput();
    } finally {
      // Astro removes `ssr` once hydrated; an island whose code failed keeps it.
      replayReached(el.hasAttribute('ssr'));
    }
  };
  const start = () => {
    if (!started) enqueue(job, false);
  };
  const urgent = () => {
    if (!started) enqueue(job, true);
  };
  const replayEarlyInput = watchEarlyInput(el, urgent);
  if (on) replayReached = whenReached(on, keep === true, urgent);
  if (startsAlone({ visible, on, cookie }, () => document.cookie)) {
    if (visible) whenVisible(el, start);
    else whenIdle(start);
  }
}) satisfies ClientDirective;

export default queuedDirective;
