import { inlineScript } from '../../lib/inline-script.ts';

/**
 * The consent banner is prerendered in every page (it is the homepage's LCP element, so it must
 * paint with the page), yet a returning visitor with a valid choice must never see it, not even
 * for one frame. The server marks <html> (DECIDED_ATTRIBUTE in banner-marks.ts) when the request's
 * `consent` cookie holds a record readConsentRecord() accepts, and the CSS hides the banner
 * (decisions 047, 048 and 122). This classic script in <head> remembers a banner button clicked
 * before the consent island has loaded (PENDING_ATTRIBUTE), which the island then applies, and
 * marks <html> as scripted (SCRIPTS_ATTRIBUTE), for browsers without `@media (scripting)`.
 * Minified, since it is inlined in every page, whose HTML must arrive in one round trip.
 */
export const CONSENT_HEAD_SCRIPT: string = await inlineScript('src/components/consent/head-script.inline.ts');

/**
 * Run before CONSENT_HEAD_SCRIPT on the development server's pages only: the server's consent mark,
 * made by the page (dev-consent-mark.inline.ts imports readConsentRecord(), so the rules are
 * written once).
 */
export const CONSENT_DEV_MARK_SCRIPT: string = await inlineScript(
  'src/components/consent/dev-consent-mark.inline.ts',
);

/** For <head>: without JavaScript the banner's buttons could do nothing, and no tracker can run. */
export const CONSENT_NO_SCRIPT = '<noscript><style>.consent-banner{display:none}</style></noscript>';
