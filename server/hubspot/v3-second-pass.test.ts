import { describe, expect, it } from 'vitest';
import { CONTACT_OBJECT_TYPE_ID, type FormDefinition } from '../../src/forms/definition.ts';
import { fieldKey } from '../../src/forms/field-key.ts';
import { needsHostedForm } from '../../src/forms/hosted-form-needed.ts';
import { presetValue } from '../../src/forms/preset-value.ts';
import { buildSubmission, wireValuesOf } from '../../src/forms/submission.ts';
import { validateValues, type WireValues } from '../../src/forms/values-schema.ts';
import { possibleFields, visibleFields } from '../../src/forms/visible-fields.ts';
import { v3SecondPass } from '../../tests/fixtures/hubspot/v3-forms.ts';
import { formProblems } from './form-problems.ts';
import { parseV3FormDefinition } from './v3-to-client.ts';

/**
 * What the v3 mapping was found dropping (decision 105), pinned on a definition written from HubSpot's
 * OpenAPI description (tests/fixtures/hubspot/v3-second-pass.json, validated against it by
 * tests/fake-hubspot/v3-fixtures.test.ts), never from our own output. Decision 105.
 */
function definition(): FormDefinition {
  const result = parseV3FormDefinition(v3SecondPass());
  if (!result.ok) throw new Error(result.error);
  return result.definition;
}

const FORM_ID = '10000000-0000-4000-8000-000000000303';
const COMPANY = '0-2';

/** Answers that satisfy every shown rule; tests change one at a time. */
const answers = (fields: Record<string, string> = {}): WireValues => ({
  fields: {
    firstname: 'Jane',
    work_address: 'jane@studio.example',
    city: 'Milano',
    [`${COMPANY}/city`]: 'Torino',
    role: 'manager',
    ...fields,
  },
  consents: {},
});

const errorsOf = (fields: Record<string, string>) => validateValues(definition(), answers(fields));
const shown = (fields: Record<string, string>) =>
  visibleFields(definition(), answers(fields).fields).map(fieldKey);

describe('e-mail rules follow the field type, not its name', () => {
  it('checks an `email` field named otherwise as an address, with its blocked domains', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ work_address: 'not-an-address' })).toEqual({ 'fields.work_address': 'email' });
    expect(errorsOf({ work_address: 'x@bad.com' })).toEqual({ 'fields.work_address': 'email-blocked' });
  });

  it('takes any text in a `single_line_text` field named like an e-mail', () => {
    expect(errorsOf({ email_preference_note: 'weekly' })).toEqual({});
  });
});

describe('one name on two objects is two answers', () => {
  it('knows the contact city and the company city apart', () => {
    const cities = possibleFields(definition()).filter((field) => field.name === 'city');
    expect(cities.map((field) => [field.objectTypeId, field.label, fieldKey(field)])).toEqual([
      [CONTACT_OBJECT_TYPE_ID, 'Your city', 'city'],
      [COMPANY, 'Company city', `${COMPANY}/city`],
    ]);
    expect(errorsOf({ [`${COMPANY}/city`]: '' })).toEqual({ [`fields.${COMPANY}/city`]: 'required' });
  });

  it('sends each with its own objectTypeId, and reads them back apart', () => {
    const body = buildSubmission(
      FORM_ID,
      definition(),
      answers(),
      { pageUri: 'https://x.example/', pageName: 'x' },
      1,
    );
    const cities = body.form.fields.filter((field) => field.name === 'city');
    expect(cities).toEqual([
      { objectTypeId: CONTACT_OBJECT_TYPE_ID, name: 'city', value: 'Milano' },
      { objectTypeId: COMPANY, name: 'city', value: 'Torino' },
    ]);
    expect(wireValuesOf(body.form, definition()).fields).toMatchObject({
      city: 'Milano',
      [`${COMPANY}/city`]: 'Torino',
    });
  });
});

describe('a hidden required field without a default', () => {
  it('is neither demanded nor blocking: HubSpot’s embed does not demand hidden fields', () => {
    const hidden = possibleFields(definition()).find((field) => field.name === 'lead_source_detail');
    expect(hidden).toMatchObject({ hidden: true, required: true });
    expect(hidden && presetValue(hidden)).toBe('');
    expect(errorsOf({})).toEqual({});
    expect(needsHostedForm(definition())).toBe(false);
  });

  it('is reported to the operator', () => {
    expect(formProblems(definition())).toEqual([
      expect.objectContaining({ kind: 'hidden-required', field: 'lead_source_detail' }),
    ]);
  });
});

describe('dependents', () => {
  it('`eq` on a number parent compares numbers ("10.0" is 10)', () => {
    for (const value of ['10', '10.0', '10,0', ' 10 '])
      expect(shown({ numemployees: value })).toContain('team_name');
    for (const value of ['100', '1', '']) expect(shown({ numemployees: value })).not.toContain('team_name');
  });

  it("renders a dependent's own dependents, and demands a required one while it shows", () => {
    expect(shown({ role: 'manager' })).not.toContain('role_other');
    expect(shown({ role: 'other', role_other: 'Sustainability lead' })).toEqual(
      expect.arrayContaining(['role_other', 'sustainability_scope']),
    );
    expect(errorsOf({ role: 'other' })).toEqual({ 'fields.role_other': 'required' });
    expect(errorsOf({ role: 'other', role_other: 'Sustainability lead' })).toEqual({
      'fields.sustainability_scope': 'required',
    });
    expect(errorsOf({ role: 'other', role_other: 'Buyer' })).toEqual({});
    // Hidden again with its parent: neither demanded nor sent.
    const body = buildSubmission(
      FORM_ID,
      definition(),
      answers({ role: 'manager', role_other: 'Sustainability lead', sustainability_scope: 'Scope 3' }),
      { pageUri: 'https://x.example/', pageName: 'x' },
      1,
    );
    expect(body.form.fields.map((field) => field.name)).not.toContain('sustainability_scope');
  });
});

describe('phone digit limits follow the definition', () => {
  it('takes 8 to 12 digits as the field says, not a fixed 6-15', () => {
    expect(errorsOf({ phone: '1234567' })).toEqual({ 'fields.phone': 'phone' });
    expect(errorsOf({ phone: '+12345678' })).toEqual({});
    expect(errorsOf({ phone: '123456789012' })).toEqual({});
    expect(errorsOf({ phone: '1234567890123' })).toEqual({ 'fields.phone': 'phone' });
  });
});
