// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_LIMIT_MS } from './after-first-paint.ts';
import { fakePaintTiming } from '../../../tests/support/hydration/paint-timing-fake.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not the first paint, then calls once and stops observing', () => {
    const timing = fakePaintTiming();
    const then = vi.fn();
    afterFirstPaint(then);
    timing.paint('first-paint');
    expect(then).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    expect(then).toHaveBeenCalledTimes(1);
    expect(timing.observing()).toBe(0);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('calls at once when the first contentful paint has already been reported', () => {
    const timing = fakePaintTiming();
    timing.paint('first-contentful-paint');
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).toHaveBeenCalledTimes(1);
    expect(timing.observing()).toBe(0);
  });

  it('calls at once where the browser reports no paint timing', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      // An engine that observes marks and measures but not paints.
      class {
        static readonly supportedEntryTypes = ['mark', 'measure'];
        observe() {
          throw new Error('paint is not a supported entry type');
        }
      },
    );
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('calls at once where there is no PerformanceObserver at all', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when a paint the browser said it reports never comes', () => {
    const timing = fakePaintTiming();
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    expect(timing.observing()).toBe(0);
    timing.paint('first-contentful-paint');
    expect(then).toHaveBeenCalledTimes(1);
  });
});
