import { useEffect } from 'react';
import { startPage } from './page-start.ts';

/**
 * Starts the page's own behaviour (header pinning, start-up loads with their
 * spinner) once the browser is idle. An island on
 * `client:queued` (decision 071) rather than a module script: a script in the page is fetched
 * before the first paint, and Lighthouse's simulation of a phone counts every
 * request that starts then toward FCP and LCP (about 0.3–0.5 s on the
 * homepage, decision 035). It renders nothing.
 */
export default function PageStart() {
  useEffect(() => {
    startPage();
  }, []);
  return null;
}
