import { vi } from 'vitest';

/** What an observer of `paint` is called with: the entries of one report. */
type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/**
 * A stand-in for the browser's paint timing, driven by the test: `paint(name)` reports an entry
 * as Chromium does once the frame is presented (PerformancePaintTiming: `first-paint`, then
 * `first-contentful-paint`), to every observer of `paint` and to `performance.getEntriesByName`.
 */
export function fakePaintTiming() {
  const entries: string[] = [];
  const observers = new Set<{ callback: PaintCallback }>();
  const byName = (name: string) =>
    entries.filter((entry) => entry === name).map((entry) => ({ name: entry }));
  class FakeObserver {
    static readonly supportedEntryTypes = ['mark', 'measure', 'paint'];
    readonly callback: PaintCallback;
    constructor(callback: PaintCallback) {
      this.callback = callback;
    }
    observe() {
      observers.add(this);
    }
    disconnect() {
      observers.delete(this);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(
    (name: string) => byName(name) as unknown as PerformanceEntryList,
  );
  return {
    paint(name: 'first-paint' | 'first-contentful-paint') {
      entries.push(name);
      for (const observer of [...observers])
        observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
    observing: () => observers.size,
  };
}
