/**
 * HubSpot's hosts for each data centre ("hublet") a portal lives in (decision 100): the one
 * place they are written. HUBSPOT_REGION (or site-settings.json's analytics.hubspotRegion) picks
 * the row; the forms API, the submission API, the hosted-form share links and the tracking
 * script all come from it. Browser code reads it too (share links, tracking script), so it
 * imports nothing.
 */

/** HubSpot's own names of its data centres, as in its hosts and token prefixes (pat-eu1-…). */
export const HUBSPOT_REGIONS = ['na1', 'na2', 'eu1', 'ap1'] as const;
export type HubspotRegion = (typeof HUBSPOT_REGIONS)[number];

export interface HubspotHosts {
  /** Authenticated REST APIs: the forms definitions (HUBSPOT_API_URL overrides it). */
  readonly api: string;
  /** The forms submission API (HUBSPOT_SUBMIT_URL overrides it). */
  readonly submit: string;
  /** Hosted-form share links (src/forms/hosted-form.ts). */
  readonly share: string;
  /** The tracking code loader (src/config/legal-urls.ts). */
  readonly trackingScript: string;
}

/** na1 is HubSpot's original data centre: its hosts carry no region (decision 100 cites each). */
const suffixOf = (region: HubspotRegion): string => (region === 'na1' ? '' : `-${region}`);

export function hubspotHosts(region: HubspotRegion): HubspotHosts {
  const suffix = suffixOf(region);
  return {
    api: `https://api${suffix}.hubapi.com`,
    submit: `https://api${suffix}.hsforms.com`,
    share: `https://share${suffix}.hsforms.com`,
    trackingScript: `https://js${suffix}.hs-scripts.com`,
  };
}

/**
 * Where HubSpot's tracking code loads from and talks to once a visitor consents, by CSP directive:
 * what the page's Content-Security-Policy allows for it (decision 103). A separate function, not
 * more fields of HubspotHosts, because only the server reads it: browser bundles leave it out.
 */
export interface TrackingCodeOrigins {
  /** The loader, then the scripts it adds to the page: analytics, the cookie banner's code, collected forms. */
  readonly script: readonly string[];
  /** The calls those scripts make. Wildcards over HubSpot's own domains: no host of them is regional by name. */
  readonly connect: readonly string[];
  /** The tracking pixel and the banner's pictures. */
  readonly img: readonly string[];
}

export function trackingCodeOrigins(region: HubspotRegion): TrackingCodeOrigins {
  const suffix = suffixOf(region);
  return {
    script: [
      hubspotHosts(region).trackingScript,
      `https://js${suffix}.hs-analytics.net`,
      `https://js${suffix}.hs-banner.com`,
      `https://js${suffix}.hscollectedforms.net`,
    ],
    connect: [
      'https://*.hubspot.com',
      'https://*.hs-banner.com',
      'https://*.hscollectedforms.net',
      'https://*.hsforms.com',
    ],
    img: ['https://*.hubspot.com'],
  };
}

export function isHubspotRegion(value: string): value is HubspotRegion {
  return (HUBSPOT_REGIONS as readonly string[]).includes(value);
}
