import { TRACKING_SCRIPT_URL } from '../../config/legal-urls.ts';
import { purgeCookies } from './purge-cookies.ts';

/**
 * The marketing provider's tracking script (analytics category). It is added
 * only after analytics consent; the site works fully without it.
 */
export const TRACKING_SCRIPT_ID = 'hs-script-loader';

/**
 * Cookies the HubSpot tracking code sets: hubspotutk (the visitor id the
 * contact form sends as hutk), __hstc/__hssc/__hssrc/__hs_* and the chat's messagesUtk.
 */
export const TRACKING_COOKIE_PATTERNS: readonly RegExp[] = [/^hubspotutk$/, /^__hs/, /^messagesUtk$/];

export function loadTrackingScript(doc: Document = document, src: string = TRACKING_SCRIPT_URL): void {
  if (doc.getElementById(TRACKING_SCRIPT_ID)) return;
  const script = doc.createElement('script');
  script.id = TRACKING_SCRIPT_ID;
  script.src = src;
  script.async = true;
  script.defer = true;
  doc.head.append(script);
}

/** Removes the script tag and every tracking cookie (what survives without analytics consent). */
export function removeTracking(doc: Document = document): void {
  doc.getElementById(TRACKING_SCRIPT_ID)?.remove();
  purgeCookies(TRACKING_COOKIE_PATTERNS, doc);
}
