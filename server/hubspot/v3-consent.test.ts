import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../src/forms/definition.ts';
import { needsHostedForm } from '../../src/forms/hosted-form-needed.ts';
import { consentModeOf } from '../../src/forms/legal-consent.ts';
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
    expect(consentModeOf(definition).mode).toBe('none');
  });

  it('implicit consent to process: texts and communication checkboxes, no processing checkbox', () => {
    expect(consentModeOf(mapped('implicit_consent_to_process')).mode).toBe('implicit_consent_to_process');
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
    expect(consentModeOf(mapped('explicit_consent_to_process'))).toMatchObject({
      mode: 'explicit_consent_to_process',
      processingLabel: 'I allow Example Ltd to store and process my personal data.',
    });
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
    expect(consentModeOf(definition)).toMatchObject({ mode: 'legitimate_interest', legalBasis: basis });
    expect(needsHostedForm(definition)).toBe(false);
  });

  it('legitimate interest with the basis "other": v2\'s name for it, and the hosted form instead', () => {
    const definition = mapped('legitimate_interest_other');
    expect(consentEntry(definition)).toMatchObject({
      isLegitimateInterest: true,
      legitimateInterestLegalBasis: 'LEGITIMATE_INTEREST_OTHER',
    });
    expect(consentModeOf(definition)).toMatchObject({ mode: 'unsendable', declared: 'legitimate_interest' });
    expect(needsHostedForm(definition)).toBe(true);
  });

  it('a consent type it does not know blocks the form the same way, naming the type', () => {
    const result = parseV3FormDefinition({
      ...v3FormWithConsent('none'),
      legalConsentOptions: { type: 'double_opt_in' },
    });
    if (!result.ok) throw new Error(result.error);
    expect(consentModeOf(result.definition)).toMatchObject({
      mode: 'unsendable',
      problem: expect.stringContaining('double_opt_in') as unknown,
    });
    expect(needsHostedForm(result.definition)).toBe(true);
  });
});
