/**
 * Version of the privacy / cookie policy a visitor accepted when sending a
 * contact request, kept in each lead's consent record as proof.
 *
 * LEAD: the client side defines the cookie-policy version in src/lib/consent/
 * (another helper's work, not visible on this branch). Make this import that
 * one constant when both are merged, so the record and the banner never disagree.
 */
export const PRIVACY_POLICY_VERSION = '2026-11';
