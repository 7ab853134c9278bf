import { analytics, contactFormLinks } from '../config/site-settings.ts';
import type { HubspotRegion } from '../config/hubspot-hosts.ts';
import { builtShareLink, parseShareLink } from '../config/share-link.ts';

/**
 * The provider's own page for a form (HubSpot's share link): where a visitor goes when our form
 * cannot show a field the form requires (src/forms/unsupported-fields.ts, docs/requirements.md
 * R10.4). The link the operator copied from HubSpot into site-settings.json's `contactFormLinks`
 * when there is one for this form (decision 106: forms of HubSpot's new editor publish links of
 * another shape), else the classic link built from the form GUID and the portal
 * (src/config/share-link.ts, decision 100). The portal is site-settings.json's analytics portal:
 * the forms and the tracking code live in the same HubSpot account, and the server refuses a
 * HUBSPOT_PORTAL_ID that disagrees.
 */
export interface HubspotPortal {
  readonly hubspotPortalId: string;
  readonly hubspotRegion: HubspotRegion;
}

export function hostedFormUrl(
  formId: string,
  portal: HubspotPortal = analytics,
  links: Readonly<Record<string, string | undefined>> = contactFormLinks,
): string {
  const set = Object.values(links).find(
    (link) => link && parseShareLink(link)?.formId === formId.toLowerCase(),
  );
  return set ?? builtShareLink(formId, portal.hubspotPortalId, portal.hubspotRegion);
}
