import { LEGAL_CONSENT_META } from '../../src/forms/legal-consent.ts';
import { UNSUPPORTED_CONSENT_KEY } from '../../src/forms/unsupported-fields.ts';
import type { V3Consent } from './v3-form-schema.ts';

/**
 * v3 `legalConsentOptions` as the `legalConsentOptions` metaData entry of the v2 shape the client
 * reads (decision 098): a JSON string with HubSpot's own v2 keys. The mode follows from it:
 * no entry → none; `isLegitimateInterest` → legitimate interest; `processingConsentType`
 * REQUIRED_CHECKBOX → explicit consent to process; otherwise implicit.
 *
 * Legitimate interest needs a legal basis HubSpot's submission API takes, LEAD or CUSTOMER (v3's
 * `lead` and `client`); v3's `other` has none there, so the entry carries no basis and the form
 * is reported and offered as HubSpot's hosted form, never sent with a guessed one. A consent type
 * this code does not know is marked the same way (src/forms/unsupported-fields.ts).
 */
const LEGAL_BASIS: Readonly<Record<string, 'LEAD' | 'CUSTOMER'>> = { lead: 'LEAD', client: 'CUSTOMER' };

function checkboxes(options: V3Consent) {
  return (options.communicationsCheckboxes ?? []).map((checkbox) => ({
    communicationTypeId: checkbox.subscriptionTypeId,
    label: checkbox.label,
    required: checkbox.required,
  }));
}

function consentToProcess(options: V3Consent, explicit: boolean): Record<string, unknown> {
  return {
    processingConsentType: explicit ? 'REQUIRED_CHECKBOX' : 'IMPLICIT',
    processingConsentText: options.consentToProcessText ?? '',
    processingConsentCheckboxLabel: explicit ? (options.consentToProcessCheckboxLabel ?? '') : '',
    processingConsentFooterText: explicit ? (options.consentToProcessFooterText ?? '') : '',
    privacyPolicyText: options.privacyText ?? '',
    communicationConsentText: options.communicationConsentText ?? '',
    communicationConsentCheckboxes: checkboxes(options),
    isLegitimateInterest: false,
    legitimateInterestSubscriptionTypes: [],
  };
}

function legitimateInterest(options: V3Consent): Record<string, unknown> {
  const basis = LEGAL_BASIS[options.lawfulBasis ?? 'lead'];
  return {
    processingConsentType: 'IMPLICIT',
    processingConsentText: '',
    processingConsentCheckboxLabel: '',
    processingConsentFooterText: '',
    privacyPolicyText: options.privacyText ?? '',
    communicationConsentText: '',
    communicationConsentCheckboxes: [],
    isLegitimateInterest: true,
    legitimateInterestSubscriptionTypes: options.subscriptionTypeIds ?? [],
    ...(basis ? { legitimateInterestLegalBasis: basis } : {}),
  };
}

function consentJson(options: V3Consent): Record<string, unknown> | undefined {
  switch (options.type) {
    case 'none':
      return undefined;
    case 'implicit_consent_to_process':
      return consentToProcess(options, false);
    case 'explicit_consent_to_process':
      return consentToProcess(options, true);
    case 'legitimate_interest':
      return legitimateInterest(options);
    default:
      return { [UNSUPPORTED_CONSENT_KEY]: options.type };
  }
}

/** The metaData entry, or none when the form has no consent options (a missing key means none). */
export function consentMetaData(options: V3Consent | null | undefined): { name: string; value: string }[] {
  const json = options ? consentJson(options) : undefined;
  return json ? [{ name: LEGAL_CONSENT_META, value: JSON.stringify(json) }] : [];
}
