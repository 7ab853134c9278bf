import { analytics } from '../config/site-settings.ts';
import { hubspotHosts, type HubspotRegion } from '../config/hubspot-hosts.ts';

/**
 * The provider's own page for a form (HubSpot's share link): where a visitor goes when our form
 * cannot show a field the form requires (src/forms/unsupported-fields.ts, docs/requirements.md
 * R10.4). The one place this URL pattern is written.
 *
 * A share link is the region's share host, then `1`, the form GUID's 16 bytes in base64url
 * (22 characters) and the portal id in base 36 (decision 100; real links decoded in the test).
 * The portal is site-settings.json's analytics portal: the forms and the tracking code live in
 * the same HubSpot account, and the server refuses a HUBSPOT_PORTAL_ID that disagrees.
 */
export interface HubspotPortal {
  readonly hubspotPortalId: string;
  readonly hubspotRegion: HubspotRegion;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The GUID's 16 bytes in base64url without padding, in the browser and in Node alike. */
function guidBase64url(guid: string): string {
  const hex = guid.replaceAll('-', '');
  let binary = '';
  for (let i = 0; i < hex.length; i += 2)
    binary += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
}

export function hostedFormUrl(formId: string, portal: HubspotPortal = analytics): string {
  const share = hubspotHosts(portal.hubspotRegion).share;
  // Not a GUID (a form id HubSpot never issued): the share host's own page says so.
  if (!GUID.test(formId)) return `${share}/`;
  return `${share}/1${guidBase64url(formId)}${BigInt(portal.hubspotPortalId).toString(36)}`;
}
