import { TRACKING_SCRIPT_URL } from '../../config/legal-urls.ts';
import { purgeCookies } from './purge-cookies.ts';

/**
 * The marketing provider's tracking script (analytics category). It is added
 * only after analytics consent; the site works fully without it.
 */
export const TRACKING_SCRIPT_ID = 'hs-script-loader';

/**
 * The cookies the HubSpot tracking code sets, the one list both the cookie preferences name and the
 * withdrawal clears (so the consent text cannot promise less than the script does): hubspotutk (the
 * visitor id the contact form sends as hutk), __hstc, __hssc and __hssrc (visits and sessions),
 * __hs_* (the code's own consent and opt-out marks) and the chat's messagesUtk. A trailing `*`
 * stands for any ending.
 */
export const TRACKING_COOKIES = [
  'hubspotutk',
  '__hstc',
  '__hssc',
  '__hssrc',
  '__hs_*',
  'messagesUtk',
] as const;

/** `__hs_*` matches every name that starts `__hs_`; any other entry only itself. */
function cookiePattern(name: string): RegExp {
  const stem = name.endsWith('*') ? name.slice(0, -1) : name;
  return new RegExp(`^${stem}${name.endsWith('*') ? '' : '$'}`);
}

export const TRACKING_COOKIE_PATTERNS: readonly RegExp[] = TRACKING_COOKIES.map(cookiePattern);

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
