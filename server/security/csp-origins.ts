/**
 * The third-party origins the pages may load from, by CSP directive: the one
 * place the Content-Security-Policy learns about providers.
 *
 * Values mirror the PLACEHOLDER provider addresses of the site config
 * (src/config/site.ts: video player, form-provider popups; src/config/legal-urls.ts:
 * policy pages and the consent-gated tracking script). LEAD: once those config
 * modules are merged, derive these lists from them (origin of each URL) so a
 * provider change is made in one place.
 */
export interface CspOrigins {
  /** iframes: video player, form-provider popup, embedded policy pages. */
  readonly frame: readonly string[];
  /** External scripts (the analytics tracking code, only after consent). */
  readonly script: readonly string[];
  /** fetch/XHR/beacons of those scripts. */
  readonly connect: readonly string[];
  /** Images those scripts and embeds load (tracking pixels, thumbnails). */
  readonly img: readonly string[];
}

export const CSP_ORIGINS: CspOrigins = {
  frame: ['https://player.vimeo.com', 'https://form.typeform.com', 'https://policies.example.net'],
  script: [
    'https://js-eu1.hs-scripts.com',
    'https://js-eu1.hs-analytics.net',
    'https://js-eu1.hs-banner.com',
    'https://js-eu1.hscollectedforms.net',
  ],
  connect: [
    'https://*.hubspot.com',
    'https://*.hs-banner.com',
    'https://*.hscollectedforms.net',
    'https://*.hsforms.com',
  ],
  img: ['https://*.hubspot.com', 'https://i.vimeocdn.com'],
};

/** "https://host/path?q" → "https://host"; origins and wildcard sources pass through. */
export function originOf(source: string): string {
  if (source.includes('*')) return source;
  return new URL(source).origin;
}
