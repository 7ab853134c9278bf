import { describe, expect, it } from 'vitest';
import {
  EXPLICIT_OPTIONS,
  LEGITIMATE_INTEREST_OPTIONS,
  withConsentOptions,
} from '../../tests/fixtures/consent-modes.ts';
import type { FormDefinition } from '../../src/forms/definition.ts';
import { PROCESSING_CONSENT_KEY } from '../../src/forms/legal-consent.ts';
import { buildSubmission } from '../../src/forms/submission.ts';
import type { WireValues } from '../../src/forms/values-schema.ts';
import { buildConsentRecord } from './consent-record.ts';

/** What the proof of consent keeps per consent mode (decision 099). */
const FORM_ID = '3f1c2a9e-7d4b-4e21-9a6f-1c0b5e8d2a71';
const base: FormDefinition = {
  formFieldGroups: [
    { fields: [{ name: 'email', label: 'E-mail', required: true, fieldType: 'text', objectTypeId: '0-1' }] },
  ],
  metaData: [],
};

function recordFor(
  options: object | undefined,
  consents: WireValues['consents'],
  pageUri = 'https://example.com/en',
) {
  const definition = withConsentOptions(base, options);
  const { form } = buildSubmission(
    FORM_ID,
    definition,
    { fields: { email: 'Jane@Company.com' }, consents },
    { pageUri, pageName: 'Home' },
    1_767_225_600_000,
  );
  return buildConsentRecord({
    formId: FORM_ID,
    definition,
    form,
    language: 'en',
    policyVersion: '2026-01',
    now: 1_767_225_601_000,
    subjectKey: 'key',
  });
}

describe('buildConsentRecord, per consent mode', () => {
  it('explicit: the ticked box, its label as the text, and the texts around it', () => {
    const record = recordFor(EXPLICIT_OPTIONS, { [PROCESSING_CONSENT_KEY]: true, '501': true });
    expect(record).toMatchObject({
      consentMode: 'explicit_consent_to_process',
      consentToProcess: true,
      processingText: EXPLICIT_OPTIONS.processingConsentCheckboxLabel,
      shownTexts: {
        processingConsentText: EXPLICIT_OPTIONS.processingConsentText,
        processingConsentCheckboxLabel: EXPLICIT_OPTIONS.processingConsentCheckboxLabel,
        processingConsentFooterText: EXPLICIT_OPTIONS.processingConsentFooterText,
        privacyPolicyText: EXPLICIT_OPTIONS.privacyPolicyText,
      },
      checkboxes: [
        { subscriptionTypeId: '501', label: 'Send me product news.', required: false, ticked: true },
      ],
    });
    expect(record).not.toHaveProperty('legitimateInterest');
  });

  it('legitimate interest: no consent claimed, the basis sent, the privacy text the one text shown', () => {
    expect(recordFor(LEGITIMATE_INTEREST_OPTIONS, {})).toMatchObject({
      consentMode: 'legitimate_interest',
      consentToProcess: false,
      processingText: '',
      legitimateInterest: { subscriptionTypeId: '501', legalBasis: 'LEAD' },
      shownTexts: {
        processingConsentText: '',
        communicationConsentText: '',
        privacyPolicyText: LEGITIMATE_INTEREST_OPTIONS.privacyPolicyText,
      },
      checkboxes: [],
    });
  });

  it('legitimate interest with several subscription types: the ones HubSpot does not record are named', () => {
    const options = { ...LEGITIMATE_INTEREST_OPTIONS, legitimateInterestSubscriptionTypes: [501, 502, 503] };
    expect(recordFor(options, {}).legitimateInterest).toEqual({
      subscriptionTypeId: '501',
      legalBasis: 'LEAD',
      notRecordedSubscriptionTypeIds: ['502', '503'],
    });
    const one = { ...LEGITIMATE_INTEREST_OPTIONS, legitimateInterestSubscriptionTypes: [501] };
    expect(recordFor(one, {}).legitimateInterest).not.toHaveProperty('notRecordedSubscriptionTypeIds');
  });

  it('none: nothing asked, nothing claimed, the visitor still traceable by the keyed hash', () => {
    const record = recordFor(undefined, {});
    expect(record).toMatchObject({ consentMode: 'none', consentToProcess: false, checkboxes: [] });
    expect(record.subjectHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('buildConsentRecord: the page', () => {
  it.each([
    [
      'https://example.com/it/contatti?email=mario%40example.com&utm_source=x#form',
      'https://example.com/it/contatti',
    ],
    ['https://example.com/en', 'https://example.com/en'],
    ['/it/?ref=1#top', '/it/'],
  ])('keeps %s without its query and fragment (decision 145)', (pageUri, kept) => {
    expect(recordFor(undefined, {}, pageUri).pageUri).toBe(kept);
  });
});
