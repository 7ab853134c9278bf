/**
 * Whether the visitor is leaving this page. When a link is followed while the page's own requests
 * are still out, the browser cuts them off as it unloads the page, and their promises reject with
 * a network error ("Failed to fetch"). That is not a failure worth a console error: nothing is
 * wrong, and nobody is left to see the fallback. In Chromium and WebKit `pagehide` fires first in
 * unloading, before the requests are aborted; `pageshow` from the back-forward cache brings the
 * page back to life. Firefox cuts the requests off when the navigation starts, before `pagehide`:
 * there `beforeunload` is the first sign, watched while a request is out (watchLeaving).
 */
let leaving = false;
let navigationStarted = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
    navigationStarted = false;
  });
}

export function leavingPage(): boolean {
  return leaving || navigationStarted;
}

const markNavigationStarted = () => {
  navigationStarted = true;
};
let watched = 0;

/**
 * Returns `request`, watching for a navigation away while it is out, so that its failure handler
 * can ask leavingPage() in Firefox too. The `beforeunload` listener is there only meanwhile: a page
 * that listens to it is kept out of Firefox's back-forward cache. A navigation that starts and is
 * then given up (a download) leaves the page believing it is leaving until it is shown again: its
 * failures are then not logged, which loses a console line and nothing else.
 */
export function watchLeaving<T>(request: Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return request;
  if (watched++ === 0) window.addEventListener('beforeunload', markNavigationStarted);
  const unwatch = () => {
    if (--watched === 0) window.removeEventListener('beforeunload', markNavigationStarted);
  };
  return request.finally(unwatch);
}
