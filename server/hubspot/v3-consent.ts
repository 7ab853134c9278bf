import { LEGAL_CONSENT_META, UNKNOWN_CONSENT_TYPE_KEY } from '../../src/forms/legal-consent.ts';
import type { V3Consent } from './v3-form-schema.ts';

/**
 * v3 `legalConsentOptions` as the `legalConsentOptions` metaData entry of the v2 shape the client
 * reads (decision 098): a JSON string with HubSpot's own v2 keys, from which src/forms/
 * legal-consent.ts reads the mode (decision 099): no entry → none; `isLegitimateInterest` →
 * legitimate interest; `processingConsentType` REQUIRED_CHECKBOX → explicit; otherwise implicit.
 *
 * Legitimate interest's basis: v3 `lead` and `client` are the submission API's LEAD and CUSTOMER;
 * v3 `other` has no value there and is written as v2 names it, LEGITIMATE_INTEREST_OTHER, which
 * the consent reader finds unsendable: the form is reported and offered as HubSpot's hosted form,
 * never sent with a guessed basis. A consent type we do not know is marked for the same end.
 */
const LEGAL_BASIS: Readonly<Record<string, string>> = {
  lead: 'LEAD',
  client: 'CUSTOMER',
  other: 'LEGITIMATE_INTEREST_OTHER',
};

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
  // HubSpot's default basis is lead; one we do not know is written as it came, never as another.
  const lawfulBasis = options.lawfulBasis ?? 'lead';
  const basis = LEGAL_BASIS[lawfulBasis] ?? lawfulBasis;
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
    legitimateInterestLegalBasis: basis,
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
      return { [UNKNOWN_CONSENT_TYPE_KEY]: options.type };
  }
}

/** The metaData entry, or none when the form has no consent options (a missing key means none). */
export function consentMetaData(options: V3Consent | null | undefined): { name: string; value: string }[] {
  const json = options ? consentJson(options) : undefined;
  return json ? [{ name: LEGAL_CONSENT_META, value: JSON.stringify(json) }] : [];
}
