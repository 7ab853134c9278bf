import { describe, expect, it } from 'vitest';
import {
  EXPLICIT_OPTIONS,
  IMPLICIT_OPTIONS,
  LEGITIMATE_INTEREST_OPTIONS,
  OTHER_BASIS_OPTIONS,
  withConsentOptions,
} from '../../tests/fixtures/consent-modes.ts';
import type { FormDefinition } from './definition.ts';
import { CONSENT_TEXT, submissionSchema } from './contract.ts';
import { PROCESSING_CONSENT_KEY } from './legal-consent.ts';
import { buildSubmission, wireValuesOf } from './submission.ts';
import { validateValues, type WireValues } from './values-schema.ts';

const FORM_ID = '3f1c2a9e-7d4b-4e21-9a6f-1c0b5e8d2a71';
const context = { pageUri: 'https://example.com/en/contact', pageName: 'Contact' };
const base: FormDefinition = {
  formFieldGroups: [
    { fields: [{ name: 'email', label: 'E-mail', required: true, fieldType: 'text', objectTypeId: '0-1' }] },
  ],
  metaData: [],
};
const formWith = (options: object | undefined) => withConsentOptions(base, options);
const fields = { email: 'jane@company.com' };

function submit(definition: FormDefinition, consents: WireValues['consents']) {
  const body = buildSubmission(FORM_ID, definition, { fields, consents }, context, 1_767_225_600_000);
  expect(submissionSchema.safeParse(body).success).toBe(true);
  return body.form;
}

describe('the submission of each consent mode (decision 099)', () => {
  it('implicit: consent to process with the fixed text, and the communication choices', () => {
    const form = submit(formWith(IMPLICIT_OPTIONS), { '501': true });
    expect(form.legalConsentOptions).toStrictEqual({
      consent: {
        consentToProcess: true,
        text: CONSENT_TEXT,
        communications: [{ value: true, subscriptionTypeId: 501, text: 'Send me product news.' }],
      },
    });
  });

  it('explicit: consent to process because the box was ticked, its label as the text', () => {
    const definition = formWith(EXPLICIT_OPTIONS);
    const ticked = submit(definition, { [PROCESSING_CONSENT_KEY]: true, '501': false });
    expect(ticked.legalConsentOptions).toStrictEqual({
      consent: {
        consentToProcess: true,
        text: 'I agree to the processing of my data.',
        communications: [{ value: false, subscriptionTypeId: 501, text: 'Send me product news.' }],
      },
    });
    // Left unticked, the payload says so, and the shared schema refuses it on the box.
    const unticked = submit(definition, { [PROCESSING_CONSENT_KEY]: false, '501': false });
    expect(unticked.legalConsentOptions).toMatchObject({ consent: { consentToProcess: false } });
    expect(validateValues(definition, wireValuesOf(unticked, definition))).toEqual({
      [`consents.${PROCESSING_CONSENT_KEY}`]: 'required',
    });
    expect(validateValues(definition, { fields, consents: { '501': true } })).toEqual({
      [`consents.${PROCESSING_CONSENT_KEY}`]: 'required',
    });
  });

  it('legitimate interest: the first subscription type, the basis and the privacy text; no checkbox', () => {
    const definition = formWith(LEGITIMATE_INTEREST_OPTIONS);
    const form = submit(definition, {});
    expect(form.legalConsentOptions).toStrictEqual({
      legitimateInterest: {
        value: true,
        subscriptionTypeId: 501,
        legalBasis: 'LEAD',
        text: LEGITIMATE_INTEREST_OPTIONS.privacyPolicyText,
      },
    });
    // The v2 answer's communication checkboxes are not the form's: a value for one is refused.
    expect(validateValues(definition, { fields, consents: { '501': true } })).toEqual({
      'consents.501': 'unknown',
    });
  });

  it('none, and a mode the site cannot send: no consent block at all', () => {
    expect(submit(formWith(undefined), {})).not.toHaveProperty('legalConsentOptions');
    expect(submit(formWith(OTHER_BASIS_OPTIONS), {})).not.toHaveProperty('legalConsentOptions');
  });

  it.each([
    ['implicit', IMPLICIT_OPTIONS, { '501': false }],
    ['explicit', EXPLICIT_OPTIONS, { [PROCESSING_CONSENT_KEY]: true, '501': true }],
    ['legitimate interest', LEGITIMATE_INTEREST_OPTIONS, {}],
    ['none', undefined, {}],
  ])('%s: the server reads back the wire values the client sent', (_mode, options, consents) => {
    const definition = formWith(options);
    const form = submit(definition, consents);
    expect(wireValuesOf(form, definition)).toEqual({ fields, consents });
    expect(validateValues(definition, wireValuesOf(form, definition))).toEqual({});
  });
});
