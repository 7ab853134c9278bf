/**
 * Versions of the legal documents visitors agree to, in one place.
 * - The cookie policy version decides whether the consent banner asks again.
 * - The privacy policy version is stored in each lead's consent record as proof
 *   of which text the visitor was shown.
 * Bump a version whenever that document's substance changes.
 */
export const COOKIE_POLICY_VERSION = '2026-11';
export const PRIVACY_POLICY_VERSION = '2026-11';
