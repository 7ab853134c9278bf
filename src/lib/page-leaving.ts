/**
 * Whether the visitor is leaving this page. When a link is followed while the page's own requests
 * are still out, the browser cuts them off as it unloads the page, and their promises reject with
 * a network error ("Failed to fetch"). That is not a failure worth a console error: nothing is
 * wrong, and nobody is left to see the fallback. `pagehide` fires first in unloading, before the
 * requests are aborted; `pageshow` from the back-forward cache brings the page back to life.
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function leavingPage(): boolean {
  return leaving;
}
