import { describe, expect, it } from 'vitest';
import { legalConsentErrors } from './validate-consent.ts';

/** The fake's consent checks, as HubSpot documents its errorTypes; forms in either stored shape. */
const v2 = (options: object | undefined) => ({
  metaData: options ? [{ name: 'legalConsentOptions', value: JSON.stringify(options) }] : [],
});
const v3 = (type: string) => ({ legalConsentOptions: { type } });
const EXPLICIT = v2({ processingConsentType: 'REQUIRED_CHECKBOX' });
const IMPLICIT = v2({ processingConsentType: 'IMPLICIT' });

const consent = (over: object = {}) => ({
  consent: {
    consentToProcess: true,
    text: 'I agree.',
    communications: [{ value: true, subscriptionTypeId: 501, text: 'News.' }],
    ...over,
  },
});
const interest = (over: object = {}) => ({
  legitimateInterest: {
    value: true,
    subscriptionTypeId: 501,
    legalBasis: 'CUSTOMER',
    text: 'Notice.',
    ...over,
  },
});
const types = (form: Record<string, unknown>, options: unknown) =>
  legalConsentErrors(form, options).map((error) => error.errorType);

describe('legalConsentErrors (fake HubSpot)', () => {
  it('takes either block, and none where the form asks for no processing box', () => {
    expect(types(IMPLICIT, consent())).toEqual([]);
    expect(types(EXPLICIT, consent())).toEqual([]);
    expect(types(v3('legitimate_interest'), interest())).toEqual([]);
    expect(types(v2(undefined), undefined)).toEqual([]);
    expect(types(v3('none'), undefined)).toEqual([]);
  });

  it('refuses an explicit form without its processing consent, in either shape', () => {
    expect(types(EXPLICIT, consent({ consentToProcess: false }))).toEqual(['MISSING_PROCESSING_CONSENT']);
    expect(types(EXPLICIT, undefined)).toEqual(['MISSING_PROCESSING_CONSENT']);
    expect(types(v3('explicit_consent_to_process'), undefined)).toEqual(['MISSING_PROCESSING_CONSENT']);
  });

  it.each([
    ['a consent without its text', IMPLICIT, consent({ text: ' ' }), 'MISSING_PROCESSING_CONSENT_TEXT'],
    [
      'a communication without its text',
      IMPLICIT,
      consent({ communications: [{ value: true, subscriptionTypeId: 501, text: '' }] }),
      'MISSING_COMMUNICATION_CONSENT_TEXT',
    ],
    [
      'a subscription type twice',
      IMPLICIT,
      consent({
        communications: [
          { value: true, subscriptionTypeId: 501, text: 'News.' },
          { value: false, subscriptionTypeId: '501', text: 'News.' },
        ],
      }),
      'DUPLICATE_SUBSCRIPTION_TYPE_ID',
    ],
    [
      'a legitimate interest without text',
      IMPLICIT,
      interest({ text: '' }),
      'MISSING_LEGITIMATE_INTEREST_TEXT',
    ],
    [
      'a basis HubSpot does not have',
      IMPLICIT,
      interest({ legalBasis: 'OTHER' }),
      'INVALID_LEGAL_OPTION_FORMAT',
    ],
    ['both blocks at once', IMPLICIT, { ...consent(), ...interest() }, 'INVALID_LEGAL_OPTION_FORMAT'],
    ['an unknown option', IMPLICIT, { optIn: true }, 'INVALID_LEGAL_OPTION_FORMAT'],
  ])('refuses %s', (_case, form, options, errorType) => {
    expect(types(form, options)).toEqual([errorType]);
  });
});
