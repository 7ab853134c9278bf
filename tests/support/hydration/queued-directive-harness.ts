import { afterEach, beforeEach, vi } from 'vitest';
import type { IslandStart } from '../../../src/lib/hydration/island-start.ts';

/**
 * The directive is driven by hand: idle callbacks, animation frames and
 * intersections fire when the test says so, timers are Vitest's fake ones.
 * Shared by the queued-directive.*.test.ts files; the arrays below are emptied
 * before each test (useQueuedDirectiveHarness), never replaced.
 */
const idle: (() => void)[] = [];
export const frames: (() => void)[] = [];
/** An IntersectionObserver as the test sees it: what it watches, and its callback fired by hand. */
type FakeIntersection = { observed: Element[]; fire: (visible: boolean) => void; disconnected: boolean };
export const observers: FakeIntersection[] = [];
/** What happened, in order: `load NAME`, `hydrate NAME`, `click NAME`, `effects NAME`. */
export const log: string[] = [];

export async function freshDirective() {
  vi.resetModules();
  return (await import('../../../src/lib/hydration/queued-directive.ts')).default;
}

export function firstObserver() {
  const [observer] = observers;
  if (!observer) throw new Error('no IntersectionObserver was created');
  return observer;
}

export function island(name: string, options: { fail?: boolean; effects?: boolean } = {}) {
  const el = document.createElement('astro-island');
  el.setAttribute('ssr', '');
  el.innerHTML = '<div><button type="button">Go</button></div>';
  document.body.append(el);
  const hydrate = () => {
    log.push(`hydrate ${name}`);
    // What Astro's renderer does: the handlers are attached, `ssr` goes.
    el.removeAttribute('ssr');
    el.addEventListener('click', () => log.push(`click ${name}`));
    // Effects that come in a task after the next frame, as React's may.
    if (options.effects) {
      frames.push(() => {
        setTimeout(() => {
          log.push(`effects ${name}`);
        });
      });
    }
    return Promise.resolve();
  };
  const load = vi.fn(() => {
    log.push(`load ${name}`);
    return options.fail ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve(hydrate);
  });
  return { el, load };
}

/** Astro types a directive's value as a string, but passes on what the page wrote (island-start.ts). */
export const written = (start: IslandStart) => start as unknown as string;

export function buttonOf(el: HTMLElement): HTMLButtonElement {
  const button = el.querySelector('button');
  if (!button) throw new Error('the island has no button');
  return button;
}

function runAll(callbacks: (() => void)[]) {
  for (const callback of callbacks.splice(0)) callback();
}

export const runIdle = () => {
  runAll(idle);
};
export const runFrame = () => {
  runAll(frames);
};
/**
 * Runs the tasks due now and the ones they queue. The fake clock gives a
 * zero-delay timer queued while timers run a 1 ms delay, so this moves it by 5 ms.
 */
export async function flush() {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(1);
}

/** Stubs idle callbacks, frames, paint timing and IntersectionObserver around each test of the caller. */
export function useQueuedDirectiveHarness() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const list of [idle, frames, observers, log]) list.length = 0;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    // No paint timing unless a test reports paints itself (fakePaintTiming): the first paint is taken as done.
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: FakeIntersection;
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          this.entry = {
            observed: [],
            fire: (visible) => {
              callback([{ isIntersecting: visible }]);
            },
            disconnected: false,
          };
          observers.push(this.entry);
        }
        observe(el: Element) {
          this.entry.observed.push(el);
        }
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
  });

  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
