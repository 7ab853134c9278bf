import { describe, expect, it } from 'vitest';
import { parseFormDefinition, type DependentFilter, type FormDefinition } from './definition.ts';
import { filterHolds, possibleFields, visibleFields, visibleGroups } from './visible-fields.ts';

const filter = (operator: string, values: Partial<DependentFilter> = {}): DependentFilter => ({
  operator,
  ...values,
});

describe('filterHolds: every operator', () => {
  it.each([
    // operator, filter values, parent value, holds
    ['EQ', { strValue: 'other' }, 'other', true],
    ['EQ', { strValue: 'other' }, 'Other ', true],
    ['EQ', { strValue: 'other' }, 'sales', false],
    ['EQ', { boolValue: true }, 'true', true],
    ['EQ', { numberValue: 5 }, '5', true],
    ['NEQ', { strValue: 'other' }, 'sales', true],
    ['NEQ', { strValue: 'other' }, 'other', false],
    ['NEQ', { strValue: 'other' }, '', false],
    ['SET_ANY', { strValues: ['a', 'b'] }, 'c;b', true],
    ['SET_ANY', { strValues: ['a', 'b'] }, 'c', false],
    ['SET_ANY', { strValue: 'a' }, 'a', true],
    ['SET_NOT_ANY', { strValues: ['a', 'b'] }, 'c', true],
    ['SET_NOT_ANY', { strValues: ['a', 'b'] }, 'c;a', false],
    ['SET_NOT_ANY', { strValues: ['a'] }, '', false],
    ['SET_ALL', { strValues: ['a', 'b'] }, 'b;c;a', true],
    ['SET_ALL', { strValues: ['a', 'b'] }, 'a', false],
    ['SET_EQ', { strValues: ['a', 'b'] }, 'b;a', true],
    ['SET_EQ', { strValues: ['a', 'b'] }, 'a;b;c', false],
    ['SET_NOT_ALL', { strValues: ['a', 'b'] }, 'a;c', true],
    ['SET_NOT_ALL', { strValues: ['a', 'b'] }, 'b;a', false],
    ['SET_NOT_ALL', { strValues: ['a', 'b'] }, '', false],
    ['SET_NEQ', { strValues: ['a', 'b'] }, 'a;b;c', true],
    ['SET_NEQ', { strValues: ['a', 'b'] }, 'b;a', false],
    ['SET_NEQ', { strValues: ['a', 'b'] }, '', false],
    ['IS_NOT_EMPTY', {}, 'x', true],
    ['IS_NOT_EMPTY', {}, '  ', false],
    ['IS_KNOWN', {}, 'x', true],
    ['IS_EMPTY', {}, '', true],
    ['IS_EMPTY', {}, 'x', false],
    ['IS_UNKNOWN', {}, '', true],
    ['CONTAINS', { strValue: 'Story' }, 'storytelling', true],
    ['CONTAINS', { strValue: 'story' }, 'sales', false],
    ['NOT_CONTAINS', { strValue: 'story' }, 'sales', true],
    ['NOT_CONTAINS', { strValue: 'story' }, 'story', false],
    ['DOESNT_CONTAIN', { strValue: 'story' }, 'sales', true],
    ['STR_STARTS_WITH', { strValue: 'sto' }, 'story', true],
    ['STARTS_WITH', { strValue: 'sto' }, 'history', false],
    ['STR_ENDS_WITH', { strValue: 'ry' }, 'story', true],
    ['END_WITH', { strValue: 'ry' }, 'stories', false],
    ['LT', { numberValue: 10 }, '9', true],
    ['LT', { numberValue: 10 }, '10', false],
    ['LT', { numberValue: 10 }, '', false],
    ['LT', { numberValue: 10 }, 'ten', false],
    ['LTE', { numberValue: 10 }, '10', true],
    ['LTE', { numberValue: 10 }, '10.5', false],
    ['GT', { numberValue: 10 }, '11', true],
    ['GT', { numberValue: 10 }, '10', false],
    ['GTE', { numberValue: 10 }, '10', true],
    ['GTE', { numberValue: 10 }, '9.99', false],
    ['BETWEEN', { numberValue: 5, highValue: 10 }, '7', true],
    ['BETWEEN', { numberValue: 5, highValue: 10 }, '10', true],
    ['BETWEEN', { numberValue: 5, highValue: 10 }, '11', false],
    ['BETWEEN', { numberValues: [5, 10] }, '5', true],
    ['BETWEEN', { numberValue: 5 }, '7', false],
    ['NOT_BETWEEN', { numberValue: 5, highValue: 10 }, '11', true],
    ['NOT_BETWEEN', { numberValue: 5, highValue: 10 }, '', false],
    ['GT', { numberValue: Date.UTC(2030, 0, 1) }, '2030-06-01', true],
    ['GT', { numberValue: Date.UTC(2030, 0, 1) }, '2029-06-01', false],
    ['eq', { strValue: 'a' }, 'a', true],
  ] as const)('%s %j on %j: %s', (operator, values, parent, holds) => {
    expect(filterHolds(filter(operator, values as unknown as Partial<DependentFilter>), parent)).toBe(holds);
  });

  it('shows the field for an operator it does not know (decision 093)', () => {
    expect(filterHolds(filter('SOUNDS_LIKE', { strValue: 'x' }), '')).toBe(true);
  });
});

function definitionWith(
  dependentFieldFilters: unknown[],
  extra: Record<string, unknown> = {},
): FormDefinition {
  const result = parseFormDefinition({
    formFieldGroups: [
      {
        richText: { content: '<p>Note</p>' },
        fields: [
          {
            name: 'topic',
            label: 'Topic',
            required: true,
            fieldType: 'select',
            objectTypeId: '0-1',
            options: [
              { label: 'Sales', value: 'sales' },
              { label: 'Other', value: 'other' },
            ],
            dependentFieldFilters,
            ...extra,
          },
          { name: 'email', label: 'E-mail', required: true, fieldType: 'text', objectTypeId: '0-1' },
        ],
      },
      { richText: { content: '  ' }, fields: [] },
      { richText: { content: '<p>Only text</p>' }, fields: [] },
    ],
  });
  if (!result.ok) throw new Error(result.error);
  return result.definition;
}

const other = (name: string, fieldType = 'text') => ({
  filters: [{ operator: 'EQ', strValue: 'other' }],
  dependentFormField: { name, label: name, required: true, fieldType, objectTypeId: '0-1' },
  formFieldAction: 'DISPLAY',
});
const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);

describe('visibleFields', () => {
  const definition = definitionWith([other('topic_other')]);

  it('hides a dependent field until its parent has the value, then shows it right after the parent', () => {
    expect(names(visibleFields(definition, { topic: 'sales' }))).toEqual(['topic', 'email']);
    expect(names(visibleFields(definition, {}))).toEqual(['topic', 'email']);
    expect(names(visibleFields(definition, { topic: 'other' }))).toEqual(['topic', 'topic_other', 'email']);
  });

  it('lists every field that can be shown, whatever the values', () => {
    expect(names(possibleFields(definition))).toEqual(['topic', 'topic_other', 'email']);
  });

  it('keeps rich-text groups, even without fields, and drops blank ones', () => {
    expect(visibleGroups(definition, {}).map((group) => group.richText)).toEqual([
      '<p>Note</p>',
      '<p>Only text</p>',
    ]);
  });

  it('shows a field named by several rules once, while any of them holds', () => {
    const twice = definitionWith([
      other('detail'),
      { ...other('detail'), filters: [{ operator: 'EQ', strValue: 'sales' }] },
    ]);
    expect(names(visibleFields(twice, { topic: 'sales' }))).toEqual(['topic', 'detail', 'email']);
    expect(names(visibleFields(twice, { topic: 'other' }))).toEqual(['topic', 'detail', 'email']);
    expect(names(possibleFields(twice))).toEqual(['topic', 'detail', 'email']);
  });

  it('never shows a dependent field of an unknown type, a disabled one, or one named like a form field', () => {
    const odd = definitionWith([
      other('upload', 'file'),
      { ...other('off'), dependentFormField: { ...other('off').dependentFormField, enabled: false } },
      other('email'),
    ]);
    expect(names(visibleFields(odd, { topic: 'other' }))).toEqual(['topic', 'email']);
  });

  it('shows no dependents of a disabled parent', () => {
    const disabled = definitionWith([other('topic_other')], { enabled: false });
    expect(names(visibleFields(disabled, { topic: 'other' }))).toEqual(['email']);
  });

  it('requires every filter of a rule', () => {
    const both = definitionWith([
      { ...other('x'), filters: [{ operator: 'IS_NOT_EMPTY' }, { operator: 'EQ', strValue: 'other' }] },
    ]);
    expect(names(visibleFields(both, { topic: 'sales' }))).toEqual(['topic', 'email']);
    expect(names(visibleFields(both, { topic: 'other' }))).toEqual(['topic', 'x', 'email']);
  });
});
