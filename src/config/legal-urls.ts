import type { Locale } from '../i18n/locales.ts';

/**
 * Third-party addresses of the legal and consent features, in one place.
 * Every value here is a PLACEHOLDER to replace before launch: the policy pages
 * are hosted by a third-party policy service, the tracking script by the
 * marketing provider (HubSpot).
 */

/** The external privacy policy page, per language. PLACEHOLDER. */
export const PRIVACY_POLICY_URL: Readonly<Record<Locale, string>> = {
  it: 'https://policies.example.net/storyverse/it/privacy-policy',
  en: 'https://policies.example.net/storyverse/en/privacy-policy',
};

/** The external cookie policy page, per language. PLACEHOLDER. */
export const COOKIE_POLICY_URL: Readonly<Record<Locale, string>> = {
  it: 'https://policies.example.net/storyverse/it/cookie-policy',
  en: 'https://policies.example.net/storyverse/en/cookie-policy',
};

/**
 * HubSpot's tracking code for the portal (it sets the `hubspotutk` cookie the
 * contact form sends back as `hutk`). The number is the portal id. PLACEHOLDER.
 * The portal id is public by nature (the provider's embed code puts it in the
 * page); the API token is the secret and stays in the server's environment.
 */
export const TRACKING_SCRIPT_URL = 'https://js-eu1.hs-scripts.com/00000000.js';
