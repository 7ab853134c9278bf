import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BLOCKED_DOMAIN,
  DEPENDENT_FIELD,
  DEPENDENT_PARENT,
  DEPENDENT_TRIGGER,
  formRulesTexts,
  withFormRules,
  withRequiredFileField,
} from '../../tests/fixtures/form-rules.ts';
import { LOCALES } from '../i18n/locales.ts';
import { CONTACT_FORM_IDS } from './contact-form.ts';
import { parseFormDefinition } from './definition.ts';
import { buildSubmission } from './submission.ts';
import { blockingFields, unsupportedFields } from './unsupported-fields.ts';
import { validateValues, type WireValues } from './values-schema.ts';

const embedded = (id: string): unknown =>
  JSON.parse(readFileSync(`server/hubspot/embedded-forms/${id}.json`, 'utf8'));

function parsed(json: unknown) {
  const result = parseFormDefinition(json);
  if (!result.ok) throw new Error(result.error);
  return result.definition;
}

const context = { pageUri: 'https://example.com/', pageName: 'Page' };

describe.each(LOCALES)('the definition features of decision 093 (%s)', (locale) => {
  const definition = parsed(withFormRules(embedded(CONTACT_FORM_IDS[locale]), locale));
  const complete: WireValues = {
    fields: {
      firstname: 'Anna',
      lastname: 'Rossi',
      email: 'anna@azienda.it',
      company: 'Azienda',
      numemployees: '50-249',
      message: 'Ciao',
    },
    consents: {},
  };
  const withConsents = (values: WireValues): WireValues => ({
    ...values,
    consents: Object.fromEntries(
      Object.keys(validateValues(definition, { fields: complete.fields, consents: {} }))
        .filter((path) => path.startsWith('consents.'))
        .map((path) => [path.slice('consents.'.length), true]),
    ),
  });
  const valid = withConsents(complete);

  it('the parser keeps the dependent rules, the rich text and the e-mail rules', () => {
    const fields = definition.formFieldGroups.flatMap((group) => group.fields);
    const parent = fields.find((field) => field.name === DEPENDENT_PARENT);
    expect(parent?.dependentFieldFilters?.[0]?.dependentFormField.name).toBe(DEPENDENT_FIELD);
    expect(parent?.dependentFieldFilters?.[0]?.filters[0]).toMatchObject({
      operator: 'EQ',
      strValue: DEPENDENT_TRIGGER,
    });
    expect(definition.formFieldGroups[0]?.richText?.content).toBe(formRulesTexts(locale).richText);
    expect(fields.find((field) => field.name === 'email')?.validation).toMatchObject({
      useDefaultBlockList: true,
      blockedEmailAddresses: [BLOCKED_DOMAIN],
      message: formRulesTexts(locale).emailMessage,
    });
  });

  it('a hidden dependent field is not required, not checked and not sent', () => {
    const hiddenValue = { ...valid, fields: { ...valid.fields, [DEPENDENT_FIELD]: 'not a number' } };
    expect(validateValues(definition, valid)).toEqual({});
    expect(validateValues(definition, hiddenValue)).toEqual({});
    const sent = buildSubmission(CONTACT_FORM_IDS[locale], definition, hiddenValue, context, 1).form.fields;
    expect(sent.map((field) => field.name)).not.toContain(DEPENDENT_FIELD);
  });

  it('a shown dependent field is required, checked and sent right after its parent', () => {
    const shown = { ...valid, fields: { ...valid.fields, [DEPENDENT_PARENT]: DEPENDENT_TRIGGER } };
    expect(validateValues(definition, shown)).toEqual({ [`fields.${DEPENDENT_FIELD}`]: 'required' });
    const wrong = { ...shown, fields: { ...shown.fields, [DEPENDENT_FIELD]: 'many' } };
    expect(validateValues(definition, wrong)).toEqual({ [`fields.${DEPENDENT_FIELD}`]: 'number' });
    const filled = { ...shown, fields: { ...shown.fields, [DEPENDENT_FIELD]: '1200' } };
    expect(validateValues(definition, filled)).toEqual({});
    const names = buildSubmission(CONTACT_FORM_IDS[locale], definition, filled, context, 1).form.fields.map(
      (field) => field.name,
    );
    expect(names.indexOf(DEPENDENT_FIELD)).toBe(names.indexOf(DEPENDENT_PARENT) + 1);
  });

  it('refuses free and blocked addresses', () => {
    const email = (address: string) => ({ ...valid, fields: { ...valid.fields, email: address } });
    expect(validateValues(definition, email('anna@gmail.com'))).toEqual({ 'fields.email': 'email-free' });
    expect(validateValues(definition, email(`anna@${BLOCKED_DOMAIN}`))).toEqual({
      'fields.email': 'email-blocked',
    });
  });

  it('names a required field of an unknown type as blocking, and the default form has none', () => {
    const upload = parsed(withRequiredFileField(embedded(CONTACT_FORM_IDS[locale]), locale));
    expect(blockingFields(upload)).toEqual([
      { name: 'brief_upload', fieldType: 'file', required: true, dependent: false },
    ]);
    expect(unsupportedFields(definition)).toEqual([]);
  });
});

describe('unsupportedFields', () => {
  it('lists optional and dependent ones too, and skips disabled ones', () => {
    const definition = parsed({
      formFieldGroups: [
        {
          fields: [
            { name: 'cv', label: 'CV', required: false, fieldType: 'file', objectTypeId: '0-1' },
            {
              name: 'off',
              label: 'Off',
              required: true,
              fieldType: 'file',
              objectTypeId: '0-1',
              enabled: false,
            },
            { name: 'h', label: 'H', required: true, fieldType: 'file', objectTypeId: '0-1', hidden: true },
            {
              name: 'topic',
              label: 'Topic',
              required: false,
              fieldType: 'text',
              objectTypeId: '0-1',
              dependentFieldFilters: [
                {
                  filters: [{ operator: 'IS_NOT_EMPTY' }],
                  dependentFormField: {
                    name: 'att',
                    label: 'A',
                    required: true,
                    fieldType: 'file',
                    objectTypeId: '0-1',
                  },
                },
              ],
            },
          ],
        },
      ],
    });
    expect(unsupportedFields(definition)).toEqual([
      { name: 'cv', fieldType: 'file', required: false, dependent: false },
      { name: 'h', fieldType: 'file', required: false, dependent: false },
      { name: 'att', fieldType: 'file', required: true, dependent: true },
    ]);
  });
});
