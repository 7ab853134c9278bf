import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { definitionWithValuesArb } from '../../tests/fixtures/form-arbitraries.ts';
import { activeFields, parseFormDefinition } from './definition.ts';
import { fieldKey } from './field-key.ts';
import { communicationCheckboxesOf, consentKey, consentModeOf } from './legal-consent.ts';
import { consentBlockOf, CONSENT_TEXT, submissionSchema } from './contract.ts';
import { consentOf } from '../../tests/support/consent-block.ts';
import { buildSubmission, wireValuesOf } from './submission.ts';
import { validateValues } from './values-schema.ts';

const FORM_ID = '3f1c2a9e-7d4b-4e21-9a6f-1c0b5e8d2a71';
const context = {
  hutk: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  pageUri: 'https://example.com/it/sostenibilita',
  pageName: 'Sostenibilità',
};

describe('buildSubmission', () => {
  const parsed = parseFormDefinition(
    JSON.parse(readFileSync('tests/fixtures/every-field-type.json', 'utf8')),
  );
  if (!parsed.ok) throw new Error(parsed.error);
  const definition = parsed.definition;

  it("produces exactly the spec's shape", () => {
    const body = buildSubmission(
      FORM_ID,
      definition,
      {
        fields: {
          firstname: ' Jane ',
          email: 'jane@company.com',
          phone: '+441234567890',
          numemployees_exact: '',
          country: 'GB',
          contact_channel: 'email',
          interests: 'sustainability;sales',
          wants_demo: 'false',
          preferred_date: '2030-01-31',
          message: 'Hello',
          lead_source: 'fixture-every-field',
        },
        consents: { '999001': true, '999002': false },
      },
      context,
      1_767_225_600_000,
    );
    expect(body).toStrictEqual({
      formId: FORM_ID,
      form: {
        submittedAt: 1_767_225_600_000,
        fields: [
          { objectTypeId: '0-1', name: 'firstname', value: 'Jane' },
          { objectTypeId: '0-1', name: 'email', value: 'jane@company.com' },
          { objectTypeId: '0-1', name: 'phone', value: '+441234567890' },
          { objectTypeId: '0-1', name: 'country', value: 'GB' },
          { objectTypeId: '0-1', name: 'contact_channel', value: 'email' },
          { objectTypeId: '0-1', name: 'interests', value: 'sustainability;sales' },
          { objectTypeId: '0-1', name: 'wants_demo', value: 'false' },
          { objectTypeId: '0-1', name: 'preferred_date', value: '2030-01-31' },
          { objectTypeId: '0-1', name: 'message', value: 'Hello' },
          { objectTypeId: '0-1', name: 'lead_source', value: 'fixture-every-field' },
        ],
        context: { hutk: context.hutk, pageUri: context.pageUri, pageName: context.pageName },
        legalConsentOptions: {
          consent: {
            consentToProcess: true,
            text: 'Contact request from website.',
            communications: [
              { value: true, subscriptionTypeId: 999001, text: 'I agree to be contacted about my request.' },
              {
                value: false,
                subscriptionTypeId: '999002',
                text: 'Send me product news and event invitations.',
              },
            ],
          },
        },
      },
    });
  });

  it('leaves out a tracking cookie that is not 32 hexadecimal characters (HubSpot: INVALID_HUTK)', () => {
    for (const hutk of ['37184', 'a1b2c3d4e5f60718293a4b5c6d7e8f9', 'a1b2c3d4e5f60718293a4b5c6d7e8f90x']) {
      const body = buildSubmission(
        FORM_ID,
        definition,
        { fields: {}, consents: {} },
        { ...context, hutk },
        1,
      );
      expect(body.form.context).not.toHaveProperty('hutk');
    }
  });

  it('leaves hutk out when there is no tracking cookie', () => {
    const body = buildSubmission(
      FORM_ID,
      definition,
      { fields: {}, consents: {} },
      { pageUri: 'u', pageName: 'n' },
      1,
    );
    expect(body.form.context).toStrictEqual({ pageUri: 'u', pageName: 'n' });
  });
});

describe('buildSubmission (property-based)', () => {
  const contextArb = fc.record({
    hutk: fc.option(fc.stringMatching(/^[a-f0-9]{32}$/), { nil: undefined }),
    pageUri: fc.webUrl(),
    pageName: fc.string({ maxLength: 80 }),
  });

  it('always satisfies the submission schema with exactly the spec keys', () => {
    fc.assert(
      fc.property(
        definitionWithValuesArb,
        contextArb,
        fc.integer({ min: 1, max: 4_102_444_800_000 }),
        ({ definition, values }, ctx, now) => {
          const body = buildSubmission(FORM_ID, definition, values, ctx, now);
          expect(submissionSchema.safeParse(body).success).toBe(true);
          expect(Object.keys(body).sort()).toEqual(['form', 'formId']);
          const keys = ['context', 'fields', 'legalConsentOptions', 'submittedAt'];
          const mode = consentModeOf(definition).mode;
          expect(Object.keys(body.form).sort()).toEqual(
            mode === 'none' ? keys.filter((key) => key !== 'legalConsentOptions') : keys,
          );
          expect(body.form.submittedAt).toBe(now);
          expect(body.form.context.hutk).toBe(ctx.hutk);
          for (const field of body.form.fields)
            expect(Object.keys(field).sort()).toEqual(['name', 'objectTypeId', 'value']);
          if (mode === 'implicit_consent_to_process' || mode === 'explicit_consent_to_process') {
            const consent = consentOf(body.form);
            // Valid values: an explicit form's box is ticked, so both send the consent.
            expect(consent.consentToProcess).toBe(true);
            expect(consent.text).toBe(
              mode === 'implicit_consent_to_process' ? CONSENT_TEXT : 'I agree to the processing of my data.',
            );
          }
        },
      ),
    );
  });

  it('sends every active filled field once, in order, and one communication per consent checkbox shown', () => {
    fc.assert(
      fc.property(definitionWithValuesArb, ({ definition, values }) => {
        const body = buildSubmission(FORM_ID, definition, values, context, 1);
        const expected = activeFields(definition)
          .filter((field) => (values.fields[fieldKey(field)] ?? '').trim() !== '')
          .map((field) => ({
            objectTypeId: field.objectTypeId,
            name: field.name,
            value: values.fields[fieldKey(field)]?.trim(),
          }));
        expect(body.form.fields).toEqual(expected);
        const boxes = communicationCheckboxesOf(consentModeOf(definition));
        expect(consentBlockOf(body.form)?.communications ?? []).toEqual(
          boxes.map((box) => ({
            value: values.consents[consentKey(box)] === true,
            subscriptionTypeId: box.communicationTypeId,
            text: box.label,
          })),
        );
      }),
    );
  });

  it('round-trips: the server, reading the body back, validates what the client validated', () => {
    fc.assert(
      fc.property(definitionWithValuesArb, ({ definition, values }) => {
        const body = buildSubmission(FORM_ID, definition, values, context, 1);
        expect(validateValues(definition, wireValuesOf(body.form, definition))).toEqual({});
        // The wire values come back as the client had them: nothing lost, nothing invented.
        expect(wireValuesOf(body.form, definition).consents).toEqual(values.consents);
      }),
    );
  });
});
