import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../src/forms/definition.ts';
import { blockingFields, unsendableConsent } from '../../src/forms/unsupported-fields.ts';
import {
  v3ConsentOptions,
  v3FormWithConsent,
  type ConsentVariant,
} from '../../tests/fixtures/hubspot/v3-forms.ts';
import { parseV3FormDefinition } from './v3-to-client.ts';

function mapped(variant: ConsentVariant): FormDefinition {
  const result = parseV3FormDefinition(v3FormWithConsent(variant));
  if (!result.ok) throw new Error(result.error);
  return result.definition;
}

/** The `legalConsentOptions` metaData entry, parsed; undefined when there is none. */
function consentEntry(definition: FormDefinition): unknown {
  const entry = definition.metaData.find((item) => item.name === 'legalConsentOptions');
  return entry ? JSON.parse(entry.value) : undefined;
}

const PRIVACY = v3ConsentOptions('implicit_consent_to_process')['privacyText'];
const NEWS = { communicationTypeId: 11832451, label: 'I agree to receive product news.', required: false };

describe('v3 legalConsentOptions as the v2 metaData entry', () => {
  it('none: no entry at all', () => {
    const definition = mapped('none');
    expect(consentEntry(definition)).toBeUndefined();
    expect(blockingFields(definition)).toEqual([]);
  });

  it('implicit consent to process: texts and communication checkboxes, no processing checkbox', () => {
    expect(consentEntry(mapped('implicit_consent_to_process'))).toEqual({
      processingConsentType: 'IMPLICIT',
      processingConsentText:
        '<p>By submitting, you allow Example Ltd to store and process your personal data to answer your request.</p>',
      processingConsentCheckboxLabel: '',
      processingConsentFooterText: '',
      privacyPolicyText: PRIVACY,
      communicationConsentText: '<p>We would also like to send you product news:</p>',
      communicationConsentCheckboxes: [NEWS],
      isLegitimateInterest: false,
      legitimateInterestSubscriptionTypes: [],
    });
  });

  it('explicit consent to process: a required processing checkbox with its label and footer', () => {
    expect(consentEntry(mapped('explicit_consent_to_process'))).toEqual({
      processingConsentType: 'REQUIRED_CHECKBOX',
      processingConsentText: '<p>To answer your request we need to store and process your personal data.</p>',
      processingConsentCheckboxLabel: 'I allow Example Ltd to store and process my personal data.',
      processingConsentFooterText: '<p>You can withdraw this consent at any time.</p>',
      privacyPolicyText: PRIVACY,
      communicationConsentText: '<p>We would also like to send you product news:</p>',
      communicationConsentCheckboxes: [NEWS],
      isLegitimateInterest: false,
      legitimateInterestSubscriptionTypes: [],
    });
  });

  it.each([
    ['legitimate_interest', 'LEAD', [11832451]],
    ['legitimate_interest_client', 'CUSTOMER', [11832451, 11832452]],
  ] as const)('%s: no checkboxes, the subscription types and legal basis %s', (variant, basis, types) => {
    const definition = mapped(variant);
    expect(consentEntry(definition)).toMatchObject({
      isLegitimateInterest: true,
      legitimateInterestSubscriptionTypes: types,
      legitimateInterestLegalBasis: basis,
      communicationConsentCheckboxes: [],
      privacyPolicyText: v3ConsentOptions(variant)['privacyText'],
    });
    expect(blockingFields(definition)).toEqual([]);
  });

  it('legitimate interest with the basis "other": no basis, and the form is offered as the hosted form', () => {
    const definition = mapped('legitimate_interest_other');
    const entry = consentEntry(definition);
    expect(entry).toMatchObject({ isLegitimateInterest: true });
    expect(entry).not.toHaveProperty('legitimateInterestLegalBasis');
    expect(unsendableConsent(definition)).toContain('legal basis');
    expect(blockingFields(definition).map((item) => item.name)).toEqual(['legalConsentOptions']);
  });

  it('a consent type it does not know blocks the form the same way, naming the type', () => {
    const result = parseV3FormDefinition({
      ...v3FormWithConsent('none'),
      legalConsentOptions: { type: 'double_opt_in' },
    });
    if (!result.ok) throw new Error(result.error);
    expect(unsendableConsent(result.definition)).toContain('double_opt_in');
    expect(blockingFields(result.definition)).toHaveLength(1);
  });
});
