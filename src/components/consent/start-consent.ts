import { takeOverBanner } from './banner-control.ts';
import { $consent } from './consent-store.ts';
import { loadTrackingScript, removeTracking } from './tracking-script.ts';

/**
 * The consent behaviour that needs no framework, run by start-up on every page once the browser
 * is idle (decision 115): the prerendered banner's buttons and a choice made before this ran, the
 * room below the page while the banner shows, and the tracking script, which exists only while
 * analytics is granted — without that consent nothing of the tracker may survive, even from an
 * earlier, expired choice. Only the preferences dialog is React's (ConsentManager); its island
 * starts when the visitor asks for it. Returns the cleanup (for tests: a page keeps it all).
 */
export function startConsent(doc: Document): () => void {
  const releaseBanner = takeOverBanner(doc);
  const unsubscribe = $consent.subscribe((consent) => {
    if (consent?.analytics === true) loadTrackingScript(doc);
    else removeTracking(doc);
  });
  return () => {
    unsubscribe();
    releaseBanner();
  };
}
