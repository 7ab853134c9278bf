import { describe, expect, it } from 'vitest';
import {
  EXPLICIT_OPTIONS,
  IMPLICIT_OPTIONS,
  LEGITIMATE_INTEREST_OPTIONS,
  OTHER_BASIS_OPTIONS,
  withConsentOptions,
} from '../../tests/fixtures/consent-modes.ts';
import type { FormDefinition } from './definition.ts';
import { communicationCheckboxesOf, consentKey, consentModeOf, legalConsentOf } from './legal-consent.ts';

const withMeta = (value: string | undefined): FormDefinition => ({
  formFieldGroups: [],
  metaData: value === undefined ? [] : [{ name: 'legalConsentOptions', value }],
});
const withOptions = (options: object | undefined): FormDefinition =>
  withConsentOptions({ formFieldGroups: [], metaData: [] }, options);

describe('legalConsentOf', () => {
  it('parses the JSON string of the metaData entry', () => {
    const options = legalConsentOf(
      withMeta(
        JSON.stringify({
          processingConsentText: '<p>P</p>',
          communicationConsentText: '<p>C</p>',
          privacyPolicyText: '<p>Privacy</p>',
          communicationConsentCheckboxes: [{ communicationTypeId: 7, label: 'News', required: false }],
        }),
      ),
    );
    expect(options?.processingConsentText).toBe('<p>P</p>');
    expect(options?.communicationConsentCheckboxes).toHaveLength(1);
  });

  it('fills missing texts and checkboxes with empty defaults', () => {
    expect(legalConsentOf(withMeta('{}'))).toEqual({
      processingConsentText: '',
      processingConsentCheckboxLabel: '',
      processingConsentFooterText: '',
      communicationConsentText: '',
      privacyPolicyText: '',
      communicationConsentCheckboxes: [],
      isLegitimateInterest: false,
      legitimateInterestSubscriptionTypes: [],
    });
  });

  it('is undefined without the entry, with broken JSON or with a wrong shape', () => {
    expect(legalConsentOf(withMeta(undefined))).toBeUndefined();
    expect(legalConsentOf(withMeta('{not json'))).toBeUndefined();
    expect(legalConsentOf(withMeta('{"communicationConsentCheckboxes":[{"label":1}]}'))).toBeUndefined();
  });
});

describe('consentModeOf', () => {
  it('reads the four modes as HubSpot names them', () => {
    expect(consentModeOf(withOptions(undefined))).toEqual({ mode: 'none' });
    expect(consentModeOf(withOptions(IMPLICIT_OPTIONS)).mode).toBe('implicit_consent_to_process');
    // Older v2 answers have no processingConsentType: consent to process, implied.
    expect(consentModeOf(withMeta('{}')).mode).toBe('implicit_consent_to_process');
    expect(consentModeOf(withOptions(EXPLICIT_OPTIONS))).toMatchObject({
      mode: 'explicit_consent_to_process',
      processingLabel: 'I agree to the processing of my data.',
    });
    expect(consentModeOf(withOptions(LEGITIMATE_INTEREST_OPTIONS))).toMatchObject({
      mode: 'legitimate_interest',
      subscriptionTypeId: 501,
      legalBasis: 'LEAD',
      text: LEGITIMATE_INTEREST_OPTIONS.privacyPolicyText,
      otherSubscriptionTypeIds: [502],
    });
  });

  it.each([
    ['LEAD', 'LEAD'],
    ['CUSTOMER', 'CUSTOMER'],
    ['LEGITIMATE_INTEREST_PQL', 'LEAD'],
    ['LEGITIMATE_INTEREST_CLIENT', 'CUSTOMER'],
  ])('takes the legal basis %s as %s', (basis, sent) => {
    const mode = consentModeOf(
      withOptions({ ...LEGITIMATE_INTEREST_OPTIONS, legitimateInterestLegalBasis: basis }),
    );
    expect(mode).toMatchObject({ mode: 'legitimate_interest', legalBasis: sent });
  });

  it.each([
    ['the "other" basis', OTHER_BASIS_OPTIONS, /LEGITIMATE_INTEREST_OTHER.*LEAD or CUSTOMER/],
    ['no basis', { ...LEGITIMATE_INTEREST_OPTIONS, legitimateInterestLegalBasis: undefined }, /basis ""/],
    [
      'no subscription type',
      { ...LEGITIMATE_INTEREST_OPTIONS, legitimateInterestSubscriptionTypes: [] },
      /without a subscription type/,
    ],
    ['no notice', { ...LEGITIMATE_INTEREST_OPTIONS, privacyPolicyText: ' ' }, /without a privacy text/],
  ])('cannot send legitimate interest with %s', (_case, options, problem) => {
    const mode = consentModeOf(withOptions(options));
    expect(mode).toMatchObject({ mode: 'unsendable', declared: 'legitimate_interest' });
    expect(mode.mode === 'unsendable' ? mode.problem : '').toMatch(problem);
  });

  it('cannot send an explicit consent without the label of its box, nor unreadable options', () => {
    expect(
      consentModeOf(withOptions({ ...EXPLICIT_OPTIONS, processingConsentCheckboxLabel: '' })),
    ).toMatchObject({ mode: 'unsendable', declared: 'explicit_consent_to_process' });
    // Not "none": a form whose consent cannot be read must not be sent as if it asked for none.
    expect(consentModeOf(withMeta('{not json'))).toMatchObject({ mode: 'unsendable', declared: undefined });
  });

  it('shows communication checkboxes only in the consent-to-process modes', () => {
    expect(communicationCheckboxesOf(consentModeOf(withOptions(IMPLICIT_OPTIONS)))).toHaveLength(1);
    expect(communicationCheckboxesOf(consentModeOf(withOptions(EXPLICIT_OPTIONS)))).toHaveLength(1);
    expect(communicationCheckboxesOf(consentModeOf(withOptions(LEGITIMATE_INTEREST_OPTIONS)))).toEqual([]);
  });
});

describe('consentKey', () => {
  it('keys numeric and string ids the same way', () => {
    expect(consentKey({ communicationTypeId: 42, label: '', required: true })).toBe('42');
    expect(consentKey({ communicationTypeId: '42', label: '', required: true })).toBe('42');
  });
});
