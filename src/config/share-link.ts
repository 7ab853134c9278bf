import { HUBSPOT_REGIONS, hubspotHosts, type HubspotRegion } from './hubspot-hosts.ts';
import { isFormId } from './form-id.ts';

/**
 * HubSpot's share links of hosted forms (decisions 100, 106): the one place their shapes are
 * written. A link is `1` (forms of the classic editor) or `2` (forms of the new one), the form
 * GUID's 16 bytes in base64url (22 characters), and the portal id in base 36, either after them
 * on the region's share host or as a subdomain of it:
 *   https://share[-<hublet>].hsforms.com/{1|2}<guid><portal>
 *   https://<portal>.share[-<hublet>].hsforms.com/{1|2}<guid>
 * Real links of each shape, committed in public code, are decoded in share-link.test.ts. Browser
 * code reads this module: it imports no settings.
 */
export interface ShareLink {
  readonly version: '1' | '2';
  /** Lower-case GUID. */
  readonly formId: string;
  readonly portalId: string;
  readonly region: HubspotRegion;
}

/** The GUID's 16 bytes in base64url without padding, in the browser and in Node alike. */
function guidBase64url(guid: string): string {
  const hex = guid.replaceAll('-', '');
  let binary = '';
  for (let i = 0; i < hex.length; i += 2)
    binary += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
}

function guidOf(base64url: string): string | undefined {
  let binary: string;
  try {
    binary = atob(`${base64url.replaceAll('-', '+').replaceAll('_', '/')}==`);
  } catch {
    return undefined;
  }
  let hex = '';
  // atob's result holds one byte per UTF-16 code unit.
  for (let i = 0; i < binary.length; i++) hex += binary.charCodeAt(i).toString(16).padStart(2, '0');
  const guid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  // Only the canonical writing of the 16 bytes: the 22nd character's spare bits must be zero.
  return isFormId(guid) && guidBase64url(guid) === base64url ? guid : undefined;
}

const BASE36 = /^[0-9a-z]+$/;

function decimal(base36: string): string {
  let value = 0n;
  for (const digit of base36) value = value * 36n + BigInt(Number.parseInt(digit, 36));
  return value.toString();
}

/** The classic shape, on the region's share host: what the site builds when none is set. */
export function builtShareLink(formId: string, portalId: string, region: HubspotRegion): string {
  const share = hubspotHosts(region).share;
  // Not a GUID (a form id HubSpot never issued): the share host's own page says so.
  if (!isFormId(formId)) return `${share}/`;
  return `${share}/1${guidBase64url(formId)}${BigInt(portalId).toString(36)}`;
}

/** The region and the subdomain's portal, when the host is one of HubSpot's share hosts. */
function hostOf(hostname: string): { region: HubspotRegion; portal?: string } | undefined {
  for (const region of HUBSPOT_REGIONS) {
    const share = new URL(hubspotHosts(region).share).hostname;
    if (hostname === share) return { region };
    const sub = hostname.endsWith(`.${share}`) ? hostname.slice(0, -share.length - 1) : '';
    if (BASE36.test(sub)) return { region, portal: sub };
  }
  return undefined;
}

const PATH = /^\/([12])([\w-]{22})([0-9a-z]*)$/;

/** A share link's parts, or undefined when it has none of the shapes above. */
export function parseShareLink(link: string): ShareLink | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return undefined;
  const host = hostOf(url.hostname);
  const path = PATH.exec(url.pathname);
  if (!host || !path) return undefined;
  const [, version, guid, tail] = path;
  // The portal is in one place: the subdomain or after the GUID.
  const portal = host.portal ?? tail;
  if (!portal || (host.portal && tail)) return undefined;
  const formId = guidOf(guid ?? '');
  if (!formId) return undefined;
  return { version: version === '2' ? '2' : '1', formId, portalId: decimal(portal), region: host.region };
}
