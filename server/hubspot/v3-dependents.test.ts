import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../src/forms/definition.ts';
import { blockingFields, unsupportedFields } from '../../src/forms/unsupported-fields.ts';
import { filterHolds, visibleFields } from '../../src/forms/visible-fields.ts';
import { V3_OPERATOR_ENUM } from '../../tests/fixtures/hubspot/openapi-validator.ts';
import { v3DependentFields, type JsonObject } from '../../tests/fixtures/hubspot/v3-forms.ts';
import { clientFilter, V3_OPERATORS } from './v3-dependents.ts';
import { parseV3FormDefinition } from './v3-to-client.ts';

const condition = (
  operator: string,
  values: Partial<Record<'value' | 'rangeStart' | 'rangeEnd', string>> & { values?: readonly string[] } = {},
) => ({
  operator,
  value: '',
  rangeStart: '',
  rangeEnd: '',
  ...values,
  values: [...(values.values ?? [])],
});

/** Whether a parent of this type with this value shows the dependent, after the mapping. */
function shows(
  operator: string,
  values: Parameters<typeof condition>[1],
  parentType: string,
  parentValue: string,
): boolean | 'unevaluable' {
  const filter = clientFilter(condition(operator, values), { fieldType: parentType });
  return filter === undefined ? 'unevaluable' : filterHolds(filter, parentValue);
}

describe('v3 dependent conditions: every operator of the enum', () => {
  it("has a mapping for each operator HubSpot's OpenAPI lists, and no other", () => {
    expect(Object.keys(V3_OPERATORS).sort()).toEqual([...V3_OPERATOR_ENUM].sort());
  });

  it.each([
    // operator, condition values, parent type, parent value, shown
    ['eq', { value: '1000+' }, 'select', '1000+', true],
    ['eq', { value: '1000+' }, 'select', '50-999', false],
    ['eq', { value: 'true' }, 'booleancheckbox', 'true', true],
    ['eq', { value: '1798761600000' }, 'date', '2027-01-01', true],
    ['neq', { value: 'it' }, 'text', 'de', true],
    ['neq', { value: 'it' }, 'text', 'IT', false],
    ['neq', { value: 'it' }, 'text', '', false],
    ['contains', { value: 'energy' }, 'text', 'Renewable Energy', true],
    ['contains', { value: 'energy' }, 'text', 'retail', false],
    ['doesnt_contain', { value: 'energy' }, 'text', 'retail', true],
    ['doesnt_contain', { value: 'energy' }, 'text', 'energy', false],
    ['str_starts_with', { value: 'pub' }, 'text', 'Public sector', true],
    ['str_starts_with', { value: 'pub' }, 'text', 'a pub', false],
    ['str_ends_with', { value: 'ltd' }, 'text', 'Example Ltd', true],
    ['str_ends_with', { value: 'ltd' }, 'text', 'Ltd Example', false],
    ['lt', { value: '10' }, 'number', '9', true],
    ['lt', { value: '10' }, 'number', '10', false],
    ['lt', { value: '2027-01-01' }, 'date', '2026-12-31', true],
    ['lt', { value: '1798761600000' }, 'date', '2027-01-01', false],
    ['lte', { value: '10' }, 'number', '10', true],
    ['lte', { value: '10' }, 'number', '11', false],
    ['gt', { value: '5000' }, 'number', '5000.5', true],
    ['gt', { value: '5000' }, 'number', '5000', false],
    ['gte', { value: '5000' }, 'number', '5000', true],
    ['gte', { value: '5000' }, 'number', '4999', false],
    ['between', { rangeStart: '1000', rangeEnd: '5000' }, 'number', '1000', true],
    ['between', { rangeStart: '1000', rangeEnd: '5000' }, 'number', '5001', false],
    ['between', { rangeStart: '2027-01-01', rangeEnd: '2027-01-31' }, 'date', '2027-01-15', true],
    ['not_between', { rangeStart: '1000', rangeEnd: '5000' }, 'number', '999', true],
    ['not_between', { rangeStart: '1000', rangeEnd: '5000' }, 'number', '3000', false],
    ['not_between', { rangeStart: '1000', rangeEnd: '5000' }, 'number', '', false],
    ['set_any', { values: ['training', 'brand'] }, 'checkbox', 'sustainability;brand', true],
    ['set_any', { values: ['training', 'brand'] }, 'checkbox', 'sustainability', false],
    ['set_not_any', { values: ['training'] }, 'checkbox', 'brand', true],
    ['set_not_any', { values: ['training'] }, 'checkbox', 'brand;training', false],
    ['set_all', { values: ['training', 'brand'] }, 'checkbox', 'brand;sustainability;training', true],
    ['set_all', { values: ['training', 'brand'] }, 'checkbox', 'brand', false],
    ['set_not_all', { values: ['training', 'brand'] }, 'checkbox', 'brand', true],
    ['set_not_all', { values: ['training', 'brand'] }, 'checkbox', 'training;brand', false],
    ['set_eq', { values: ['training', 'brand'] }, 'checkbox', 'brand;training', true],
    ['set_eq', { values: ['training', 'brand'] }, 'checkbox', 'brand;training;sustainability', false],
    ['set_neq', { values: ['training', 'brand'] }, 'checkbox', 'brand', true],
    ['set_neq', { values: ['training', 'brand'] }, 'checkbox', 'training;brand', false],
    ['is_not_empty', {}, 'textarea', 'hello', true],
    ['is_not_empty', {}, 'textarea', ' ', false],
    ['within_time', { value: '30' }, 'date', '2027-01-01', 'unevaluable'],
    ['within_time_reverse', { value: '30' }, 'date', '2027-01-01', 'unevaluable'],
    ['lt', { value: 'soon' }, 'number', '1', 'unevaluable'],
    ['between', { rangeStart: '1000' }, 'number', '1500', 'unevaluable'],
    ['matches_regex', { value: '.*' }, 'text', 'x', 'unevaluable'],
  ] as const)('%s %j on a %s parent valued %j: %s', (operator, values, parentType, parentValue, expected) => {
    expect(shows(operator, values, parentType, parentValue)).toBe(expected);
  });
});

describe('v3 dependent fields in a whole definition', () => {
  function mapped(json: unknown): FormDefinition {
    const result = parseV3FormDefinition(json);
    if (!result.ok) throw new Error(result.error);
    return result.definition;
  }
  const definition = mapped(v3DependentFields());
  const shown = (values: Record<string, string>) =>
    visibleFields(definition, values).map((field) => field.name);

  it('shows each dependent right after its parent while its condition holds', () => {
    expect(shown({})).not.toContain('employees_exact');
    expect(shown({ company_size: '1000+' })).toEqual(
      expect.arrayContaining(['company_size', 'employees_exact']) as unknown,
    );
    const names = shown({
      company_size: '1000+',
      industry: 'public energy',
      interest: 'brand;sustainability',
      budget: '6000',
    });
    expect(names.slice(names.indexOf('company_size'), names.indexOf('company_size') + 2)).toEqual([
      'company_size',
      'employees_exact',
    ]);
    expect(names).toEqual(
      expect.arrayContaining(['energy_source', 'public_body', 'bundle_offer', 'approval']) as unknown,
    );
    expect(names).not.toContain('training_topics');
    expect(names).not.toContain('budget_note');
    expect(shown({ start_date: '2026-12-01', message: 'hi' })).toEqual(
      expect.arrayContaining(['urgency', 'copy_me']) as unknown,
    );
  });

  it('keeps a dependent required, and its own type', () => {
    const dependent =
      definition.formFieldGroups[1]?.fields[0]?.dependentFieldFilters?.[0]?.dependentFormField;
    expect(dependent).toMatchObject({ name: 'employees_exact', fieldType: 'number', required: true });
  });

  it('leaves out an optional dependent on a condition it cannot evaluate, and blocks on a required one', () => {
    expect(unsupportedFields(definition)).toEqual([
      {
        name: 'urgent_reason',
        fieldType: 'unevaluable-condition:within_time',
        required: false,
        dependent: true,
      },
    ]);
    expect(shown({ start_date: '2026-12-01' })).not.toContain('urgent_reason');
    expect(blockingFields(definition)).toEqual([]);

    const form = v3DependentFields();
    const groups = form['fieldGroups'] as { fields: JsonObject[] }[];
    const dateParent = groups[1]?.fields.find((field) => field['name'] === 'start_date');
    const rules = dateParent?.['dependentFields'] as { dependentField: JsonObject }[];
    const timed = rules[1];
    if (timed) timed.dependentField['required'] = true;
    expect(blockingFields(mapped(form)).map((field) => field.name)).toEqual(['urgent_reason']);
  });
});
