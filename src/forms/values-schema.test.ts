import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { definitionArb, definitionWithValuesArb } from '../../tests/fixtures/form-arbitraries.ts';
import { activeFields, parseFormDefinition, type FormDefinition, type FormField } from './definition.ts';
import { fieldKey } from './field-key.ts';
import {
  communicationCheckboxesOf,
  consentKey,
  consentModeOf,
  PROCESSING_CONSENT_KEY,
} from './legal-consent.ts';
import { buildValuesSchema, UNKNOWN_FIELD, validateValues } from './values-schema.ts';

describe('buildValuesSchema (property-based, generated definitions with every field type)', () => {
  it('accepts a complete valid set of values', () => {
    fc.assert(
      fc.property(definitionWithValuesArb, ({ definition, values }) => {
        expect(validateValues(definition, values)).toEqual({});
        expect(buildValuesSchema(definition).safeParse(values).success).toBe(true);
      }),
    );
  });

  it('rejects values that miss any required field the visitor sees (absent, empty or blank)', () => {
    // A hidden field is never demanded (decision 105): only the shown ones are.
    const demanded = (field: FormField) => field.required && field.hidden !== true;
    const withRequired = definitionWithValuesArb.filter(({ definition }) =>
      activeFields(definition).some(demanded),
    );
    fc.assert(
      fc.property(
        withRequired,
        fc.nat(),
        fc.constantFrom('absent', '', '  \t'),
        ({ definition, values }, pick, how) => {
          const required = activeFields(definition).filter(demanded);
          const target = required[pick % required.length];
          if (!target) throw new Error('filtered to definitions with a required field');
          const key = fieldKey(target);
          const others = Object.entries(values.fields).filter(([name]) => name !== key);
          const missing = target.fieldType === 'booleancheckbox' && how === '' ? 'false' : how;
          const fields = Object.fromEntries(how === 'absent' ? others : [...others, [key, missing]]);
          const errors = validateValues(definition, { ...values, fields });
          expect(errors).toEqual({ [`fields.${key}`]: 'required' });
        },
      ),
    );
  });

  it('rejects values that leave any required consent unticked (false or absent)', () => {
    // An explicit form's processing box, and the required communication boxes of its mode.
    const requiredConsents = (definition: FormDefinition) => {
      const mode = consentModeOf(definition);
      return [
        ...(mode.mode === 'explicit_consent_to_process' ? [PROCESSING_CONSENT_KEY] : []),
        ...communicationCheckboxesOf(mode)
          .filter((box) => box.required)
          .map((box) => consentKey(box)),
      ];
    };
    const withConsent = definitionWithValuesArb.filter(
      ({ definition }) => requiredConsents(definition).length > 0,
    );
    fc.assert(
      fc.property(withConsent, fc.nat(), fc.boolean(), ({ definition, values }, pick, absent) => {
        const boxes = requiredConsents(definition);
        const target = boxes[pick % boxes.length];
        if (!target) throw new Error('filtered to definitions with a required consent');
        const others = Object.entries(values.consents).filter(([key]) => key !== target);
        const consents = Object.fromEntries(absent ? others : [...others, [target, false]]);
        expect(validateValues(definition, { ...values, consents })).toEqual({
          [`consents.${target}`]: 'required',
        });
      }),
    );
  });

  it('rejects a field or a consent the definition does not have', () => {
    fc.assert(
      fc.property(definitionWithValuesArb, ({ definition, values }) => {
        const errors = validateValues(definition, {
          fields: { ...values.fields, not_in_form: 'x' },
          consents: { ...values.consents, '1234567890123': true },
        });
        expect(errors['fields.not_in_form']).toBe(UNKNOWN_FIELD);
        expect(errors['consents.1234567890123']).toBe(UNKNOWN_FIELD);
      }),
    );
  });

  it('never accepts a value for a disabled field', () => {
    fc.assert(
      fc.property(definitionArb, (definition) => {
        const all = definition.formFieldGroups.flatMap((group) => group.fields);
        // Another field may share its key only on another object: a disabled field has no key of its own.
        const disabled = all.filter(
          (f) => f.enabled === false && !all.some((o) => o.enabled !== false && fieldKey(o) === fieldKey(f)),
        );
        for (const field of disabled) {
          expect(
            validateValues(definition, { fields: { [fieldKey(field)]: 'x' }, consents: {} })[
              `fields.${fieldKey(field)}`
            ],
          ).toBe(UNKNOWN_FIELD);
        }
      }),
    );
  });
});

describe('validateValues on the every-field-type fixture', () => {
  const parsed = parseFormDefinition(
    JSON.parse(readFileSync('tests/fixtures/every-field-type.json', 'utf8')),
  );
  if (!parsed.ok) throw new Error(parsed.error);
  const definition = parsed.definition;

  it('reports every missing required field and consent at once, with codes', () => {
    expect(validateValues(definition, { fields: {}, consents: {} })).toEqual({
      'fields.firstname': 'required',
      'fields.email': 'required',
      'fields.phone': 'required',
      'fields.country': 'required',
      'fields.contact_channel': 'required',
      'fields.interests': 'required',
      'fields.message': 'required',
      'consents.999001': 'required',
    });
  });

  it('checks required consents even when the consents object is missing', () => {
    const fields = { firstname: 'a', email: 'a@b.co', phone: '1234567', country: 'IT' };
    const result = buildValuesSchema(definition).safeParse({
      fields: { ...fields, contact_channel: 'email', interests: 'sales', message: 'x' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['consents.999001']);
  });

  it('reports format errors per field', () => {
    const errors = validateValues(definition, {
      fields: {
        email: 'jane',
        phone: '12 34',
        numemployees_exact: 'many',
        preferred_date: '12/31/2024',
        country: 'FR',
      },
      consents: {},
    });
    expect(errors).toMatchObject({
      'fields.email': 'email',
      'fields.phone': 'phone',
      'fields.numemployees_exact': 'number',
      'fields.preferred_date': 'date',
      'fields.country': 'option',
    });
  });
});
