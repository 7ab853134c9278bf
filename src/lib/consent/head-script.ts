import { minifySync } from 'vite';
import source from './head-script.inline.js?raw';
import { CONSENT_COOKIE, CONSENT_VALIDITY_MONTHS, COOKIE_POLICY_VERSION } from './consent-record.ts';

/**
 * The consent banner is prerendered in every page (it is the homepage's LCP
 * element, so it must paint with the page), yet a returning visitor with a
 * valid choice must never see it, not even for one frame. This classic script
 * runs in <head>, before the body is parsed: when the `consent` cookie holds a
 * record readConsentRecord() accepts, it marks <html> (DECIDED_ATTRIBUTE in
 * banner-marks.ts) and the CSS hides the banner. It also remembers a banner
 * button clicked before the consent island has loaded (PENDING_ATTRIBUTE),
 * which the island then applies. Decisions 047 and 048. And it marks <html> as
 * scripted (SCRIPTS_ATTRIBUTE), for browsers without `@media (scripting)`.
 *
 * Hand-written plain JavaScript (head-script.inline.js), minified at build:
 * it is inlined in every page, whose HTML has a 20 KiB gzip budget, and the
 * readable source costs about 1 KiB there, the minified one 0.65 KiB. The
 * server's CSP allows it by hash (server/security/inline-hashes.ts). Its
 * parameters come from the config through data attributes, so its text, and
 * its hash, do not change with the policy version. head-script.test.ts proves
 * that both texts agree with readConsentRecord() on generated records, dates
 * and cookies.
 */
export const CONSENT_HEAD_SCRIPT_SOURCE: string = source;

function minified(code: string): string {
  const result = minifySync('consent-head-script.js', code);
  if (result.errors.length > 0) throw new Error(`head-script.inline.js: ${result.errors[0]?.message ?? ''}`);
  return result.code.trim();
}

/** The text that ships in every page's <head>. */
export const CONSENT_HEAD_SCRIPT: string = minified(source);

/** The script element's attributes: the cookie name, the policy version and the validity in months. */
export const CONSENT_HEAD_SCRIPT_ATTRIBUTES: Readonly<Record<string, string>> = {
  'data-cookie': CONSENT_COOKIE,
  'data-version': COOKIE_POLICY_VERSION,
  'data-months': String(CONSENT_VALIDITY_MONTHS),
};

/** For <head>: without JavaScript the banner's buttons could do nothing, and no tracker can run. */
export const CONSENT_NO_SCRIPT = '<noscript><style>.consent-banner{display:none}</style></noscript>';
