import type { Locale } from '../i18n/locales.ts';
import { hubspotHosts } from './hubspot-hosts.ts';
import { analytics, policies } from './site-settings.ts';

/**
 * Third-party addresses of the legal and consent features, from site-settings.json (decision
 * 094): the policy pages are hosted by a third-party policy service, the tracking script by the
 * marketing provider (HubSpot).
 */

/** The external privacy policy page, per language. */
export const PRIVACY_POLICY_URL: Readonly<Record<Locale, string>> = policies.privacy;

/** The external cookie policy page, per language. */
export const COOKIE_POLICY_URL: Readonly<Record<Locale, string>> = policies.cookies;

/**
 * HubSpot's tracking code for the portal (it sets the `hubspotutk` cookie the contact form sends
 * back as `hutk`). The portal id is public by nature (the provider's embed code puts it in the
 * page); the API token is the secret and stays in the server's environment. The host follows the
 * portal's data centre (hubspot-hosts.ts, decision 100).
 */
export const TRACKING_SCRIPT_URL = `${hubspotHosts(analytics.hubspotRegion).trackingScript}/${analytics.hubspotPortalId}.js`;
