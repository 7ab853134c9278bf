/**
 * The names the prerendered consent banner, the inline head script
 * (head-script.inline.ts), the CSS (src/styles/consent.css) and the consent
 * island share.
 */
export const CONSENT_BANNER_ID = 'consent-banner';

/**
 * On <html> when a valid choice is stored: the banner is hidden from the first paint. Written by the
 * server, which reads the request's `consent` cookie (decision 122); on the development server, by
 * the page's own mark script (dev-consent-mark.inline.ts).
 */
export const DECIDED_ATTRIBUTE = 'data-consent-decided';

/** On <html>: the banner button clicked before the island ran (its action), for the island to apply. */
export const PENDING_ATTRIBUTE = 'data-consent-pending';

/**
 * On <html> from the head script: scripts run. `@media (scripting: enabled)` says the same, but
 * Safari before 17 does not know it, so words meant only for pages without scripts would be read
 * out there (src/styles/global.css).
 */
export const SCRIPTS_ATTRIBUTE = 'data-scripts';

/** On every control outside the banner that opens the cookie preferences (the footer's). */
export const PREFERENCES_ATTRIBUTE = 'data-consent-preferences';

/** On each banner button: what it does. */
export const ACTION_ATTRIBUTE = 'data-consent-action';

export const BANNER_ACTIONS = ['accept', 'reject', 'close', 'customize'] as const;

export type BannerAction = (typeof BANNER_ACTIONS)[number];

export function isBannerAction(value: unknown): value is BannerAction {
  return BANNER_ACTIONS.some((action) => action === value);
}
