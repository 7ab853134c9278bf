import { COOKIE_POLICY_URL, PRIVACY_POLICY_URL, TRACKING_SCRIPT_URL } from '../../src/config/legal-urls.ts';
import { CUSTOMERS, type Customer } from '../../src/config/customers.ts';
import { SITE } from '../../src/config/site.ts';

/**
 * The third-party origins the pages may load from, by CSP directive: the one
 * place the Content-Security-Policy learns about providers. Frames and the
 * tracking script are derived from the site's provider config
 * (src/config/site.ts, src/config/legal-urls.ts), so changing a provider there
 * updates the policy; so are the hosts of the success stories' pictures
 * (src/config/customers.ts). The hosts HubSpot's tracking code itself loads
 * from and calls are HubSpot's own and listed here.
 */
export interface CspOrigins {
  /** iframes: video player, form-provider popup, embedded policy pages. */
  readonly frame: readonly string[];
  /** External scripts (the analytics tracking code, only after consent). */
  readonly script: readonly string[];
  /** fetch/XHR/beacons of those scripts. */
  readonly connect: readonly string[];
  /** Images those scripts and embeds load (tracking pixels, thumbnails), and stories' pictures. */
  readonly img: readonly string[];
}

/** "https://host/path?q" → "https://host"; origins and wildcard sources pass through. */
export function originOf(source: string): string {
  if (source.includes('*')) return source;
  return new URL(source).origin;
}

const unique = (sources: readonly string[]): string[] => [...new Set(sources.map(originOf))];

/** Where the success stories' pictures hosted elsewhere come from (site-settings.json takes https URLs). */
export function storyImageOrigins(customers: readonly Customer[]): string[] {
  const sources = customers.flatMap((customer) => Object.values(customer.images).map((image) => image.src));
  return unique(sources.filter((src) => src.startsWith('https://')));
}

export const CSP_ORIGINS: CspOrigins = {
  frame: unique([
    SITE.videoHost.player,
    // Every language's forms (site-settings.json): the homepage frames the reader's language's.
    ...Object.values(SITE.forms).flatMap((forms) => Object.values(forms)),
    ...Object.values(PRIVACY_POLICY_URL),
    ...Object.values(COOKIE_POLICY_URL),
  ]),
  script: unique([
    TRACKING_SCRIPT_URL,
    'https://js-eu1.hs-analytics.net',
    'https://js-eu1.hs-banner.com',
    'https://js-eu1.hscollectedforms.net',
  ]),
  // The video facade checks that the host answers before it swaps in the player.
  connect: [
    originOf(SITE.videoHost.player),
    'https://*.hubspot.com',
    'https://*.hs-banner.com',
    'https://*.hscollectedforms.net',
    'https://*.hsforms.com',
  ],
  img: ['https://*.hubspot.com', 'https://i.vimeocdn.com', ...storyImageOrigins(Object.values(CUSTOMERS))],
};
