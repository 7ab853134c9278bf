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
export function hubspotHosts(region: HubspotRegion): HubspotHosts {
  const suffix = region === 'na1' ? '' : `-${region}`;
  return {
    api: `https://api${suffix}.hubapi.com`,
    submit: `https://api${suffix}.hsforms.com`,
    share: `https://share${suffix}.hsforms.com`,
    trackingScript: `https://js${suffix}.hs-scripts.com`,
  };
}

export function isHubspotRegion(value: string): value is HubspotRegion {
  return (HUBSPOT_REGIONS as readonly string[]).includes(value);
}
