import { inlineScript } from '../../lib/inline-script.ts';

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
 * Built from head-script.inline.ts, which imports readConsentRecord() itself:
 * the cookie's rules are written once. Minified, since it is inlined in every
 * page, whose HTML has a 20 KiB gzip budget.
 */
export const CONSENT_HEAD_SCRIPT: string = await inlineScript('src/components/consent/head-script.inline.ts');

/** For <head>: without JavaScript the banner's buttons could do nothing, and no tracker can run. */
export const CONSENT_NO_SCRIPT = '<noscript><style>.consent-banner{display:none}</style></noscript>';
