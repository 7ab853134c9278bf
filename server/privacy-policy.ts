/**
 * Version of the privacy policy a visitor was shown when sending a contact
 * request, kept in each lead's consent record as proof. Defined once for the
 * whole site in src/config/policy-versions.ts.
 */
export { PRIVACY_POLICY_VERSION } from '../src/config/policy-versions.ts';
