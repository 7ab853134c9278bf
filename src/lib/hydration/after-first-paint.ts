/**
 * How long to wait for a first contentful paint that an engine listing paint timing never reports
 * before starting anyway: start-up must run (the consent buttons, the configuration), late or not.
 */
export const FIRST_PAINT_WAIT_LIMIT_MS = 5000;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/**
 * Calls `then` once the page's first contentful paint has been presented, at once where it already
 * has been or where the browser does not report paint timing (decision 124).
 *
 * `requestIdleCallback` alone fires as soon as the main thread has nothing queued: while the
 * compositor is still rasterizing the first frame, before anything is on screen. Work started then
 * competes with that frame for a phone's cores, and its requests end before the first paint, where
 * Lighthouse's simulation of a slow phone counts them toward FCP and LCP.
 */
export function afterFirstPaint(then: () => void): void {
  const reported =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!reported || performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) {
    then();
    return;
  }
  let called = false;
  const call = () => {
    if (called) return;
    called = true;
    observer.disconnect();
    clearTimeout(limit);
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) call();
  });
  observer.observe({ type: 'paint', buffered: true });
  const limit = setTimeout(call, FIRST_PAINT_WAIT_LIMIT_MS);
}
