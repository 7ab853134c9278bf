import type { TrackingCodeOrigins } from '../../src/config/hubspot-hosts.ts';
import { COOKIE_POLICY_URL, PRIVACY_POLICY_URL } from '../../src/config/legal-urls.ts';
import { CUSTOMERS, type Customer } from '../../src/config/customers.ts';
import { SITE } from '../../src/config/site.ts';

/**
 * The third-party origins the pages may load from, by CSP directive: the one
 * place the Content-Security-Policy learns about providers. Frames are derived
 * from the site's provider config (src/config/site.ts, src/config/legal-urls.ts),
 * so changing a provider there updates the policy; so are the hosts of the
 * success stories' pictures (src/config/customers.ts). HubSpot's tracking code
 * is given: the HubSpot client's, for the portal's region (decision 103), so
 * the policy names one data centre's hosts and they cannot drift from the
 * loader the pages request.
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

/** The providers' frames: the same whatever the HubSpot region. */
const FRAMES = unique([
  SITE.videoHost.player,
  // Every language's forms (site-settings.json): the homepage frames the reader's language's.
  ...Object.values(SITE.forms).flatMap((forms) => Object.values(forms)),
  ...Object.values(PRIVACY_POLICY_URL),
  ...Object.values(COOKIE_POLICY_URL),
]);

export function cspOrigins(trackingCode: TrackingCodeOrigins): CspOrigins {
  return {
    frame: FRAMES,
    // The tracking code runs only after consent; the rest of the site needs no external script.
    script: unique(trackingCode.script),
    // The video facade checks that the host answers before it swaps in the player.
    connect: [originOf(SITE.videoHost.player), ...trackingCode.connect],
    img: [...trackingCode.img, 'https://i.vimeocdn.com', ...storyImageOrigins(Object.values(CUSTOMERS))],
  };
}
