import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFormDefinition, type FormField } from '../../forms/definition.ts';
import { validateValues } from '../../forms/values-schema.ts';
import {
  formReducer,
  initialState,
  initialValues,
  serverErrorPaths,
  toggleOption,
  visibleErrors,
  type FormState,
} from './form-state.ts';

const parsed = parseFormDefinition(JSON.parse(readFileSync('tests/fixtures/every-field-type.json', 'utf8')));
if (!parsed.ok) throw new Error(parsed.error);
const definition = parsed.definition;

describe('initialValues', () => {
  it('has every active field, hidden ones with their default, single boxes unticked', () => {
    const values = initialValues(definition);
    expect(values.fields['lead_source']).toBe('fixture-every-field');
    expect(values.fields['wants_demo']).toBe('false');
    expect(values.fields['firstname']).toBe('');
    expect(values.fields).not.toHaveProperty('legacy_code');
    expect(values.consents).toEqual({ '999001': false, '999002': false });
  });

  it("uses HubSpot's selected options as the preset choice", () => {
    const field = (fieldType: string, selectedOptions: string[]): FormField => ({
      name: fieldType,
      label: fieldType,
      required: false,
      fieldType,
      objectTypeId: '0-1',
      selectedOptions,
      options: [
        { label: 'A', value: 'a' },
        { label: 'B', value: 'b' },
      ],
    });
    const values = initialValues({
      formFieldGroups: [
        {
          fields: [field('checkbox', ['b', 'a']), field('select', ['b']), field('booleancheckbox', ['true'])],
        },
      ],
      metaData: [],
    });
    expect(values.fields).toEqual({ checkbox: 'b;a', select: 'b', booleancheckbox: 'true' });
  });
});

describe('the touched/changed rule (R8.4, R8.5)', () => {
  const start = initialState(definition);
  const shown = (state: FormState) =>
    visibleErrors(validateValues(definition, state.values), state.serverErrors, state);

  it('shows no error before the visitor does anything', () => {
    expect(shown(start)).toEqual({});
  });

  it('shows a control’s error once it was left (touched)', () => {
    const state = formReducer(start, { type: 'blur', path: 'fields.firstname' });
    expect(shown(state)).toEqual({ 'fields.firstname': 'required' });
  });

  it('shows a control’s error once its value changed', () => {
    const state = formReducer(start, { type: 'field', name: 'email', value: 'jane@' });
    expect(shown(state)).toEqual({ 'fields.email': 'email' });
    const consent = formReducer(formReducer(start, { type: 'consent', key: '999001', ticked: true }), {
      type: 'consent',
      key: '999001',
      ticked: false,
    });
    expect(shown(consent)).toEqual({ 'consents.999001': 'required' });
  });

  it('shows every error after a submit attempt', () => {
    const state = formReducer(start, { type: 'submitted' });
    expect(Object.keys(shown(state))).toHaveLength(8);
  });

  it("shows the server's field errors until that control changes", () => {
    const withServer = formReducer(start, { type: 'server-errors', errors: { 'fields.email': 'email' } });
    expect(shown(withServer)).toEqual({ 'fields.email': 'email' });
    const edited = formReducer(withServer, { type: 'field', name: 'email', value: 'jane@company.com' });
    expect(shown(edited)).toEqual({});
  });
});

describe('helpers', () => {
  it("maps the server's field codes to form paths", () => {
    expect(serverErrorPaths({ email: 'email', 'consents.999001': 'required' })).toEqual({
      'fields.email': 'email',
      'consents.999001': 'required',
    });
    expect(serverErrorPaths(undefined)).toEqual({});
  });

  it('keeps checkbox values in option order, joined with ;', () => {
    const interests = definition.formFieldGroups[4]?.fields[0];
    if (!interests) throw new Error('fixture changed');
    let value = toggleOption(interests, '', 'sales', true);
    value = toggleOption(interests, value, 'sustainability', true);
    expect(value).toBe('sustainability;sales');
    expect(toggleOption(interests, value, 'sales', false)).toBe('sustainability');
  });
});
