import { minifySync } from 'vite';
import source from './lateral-banner.inline.js?raw';
import { LATERAL_BANNER_THRESHOLD } from './lateral-banner.ts';

export { REVEALED_ATTRIBUTE, WATCHED_ATTRIBUTE } from './lateral-banner.ts';

/**
 * The lateral banner is drawn transparent until it becomes active (R4.3). Its island, one of several
 * hydrated one at a time, can start seconds after the visitor has scrolled to it on a slow phone, and
 * the banner would sit empty until then. This classic script, inlined right after the banner, watches
 * it from the first paint instead: once 20 % of it is visible it marks it (REVEALED_ATTRIBUTE), the
 * CSS shows it, and the island adopts that state when it starts. It also marks the banner as watched
 * (WATCHED_ATTRIBUTE), which cancels the CSS safety net that shows it 5 s after the page opened.
 * Decision 091.
 *
 * Hand-written plain JavaScript, minified at build like the consent head script (decision 048): it
 * ships in every landing page's HTML, which must stay within one round trip; the terms pages, without
 * a lateral banner, do not carry it. The server's CSP allows it by hash
 * (server/security/inline-hashes.ts); the threshold comes through a data attribute.
 */
export const LATERAL_BANNER_SCRIPT_SOURCE: string = source;

function minified(code: string): string {
  const result = minifySync('lateral-banner-script.js', code);
  if (result.errors.length > 0)
    throw new Error(`lateral-banner.inline.js: ${result.errors[0]?.message ?? ''}`);
  return result.code.trim();
}

/** The text that ships in the page. */
export const LATERAL_BANNER_SCRIPT: string = minified(source);

export const LATERAL_BANNER_SCRIPT_ATTRIBUTES: Readonly<Record<string, string>> = {
  'data-threshold': String(LATERAL_BANNER_THRESHOLD),
};
