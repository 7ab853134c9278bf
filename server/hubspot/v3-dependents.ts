import type { DependentFieldRule, DependentFilter } from '../../src/forms/definition.ts';
import { clientField, isoDate, type ClientField } from './v3-fields.ts';
import type { V3Condition, V3Dependent, V3FieldBase } from './v3-form-schema.ts';

/**
 * v3 dependent fields (`dependentFields[]`: one `dependentCondition`, one `dependentField`) as
 * v2 rules (`dependentFieldFilters[]`) with the operators src/forms/visible-fields.ts evaluates.
 * Every operator of HubSpot's enum is in the table. v3 sends every value as a string: numeric
 * operators get them parsed, and a date's value becomes what the form compares (YYYY-MM-DD as
 * text, ms as a number). A condition the form cannot evaluate (the time windows, a number that
 * is not one) makes its dependent field unsupported: left out when optional, the hosted form
 * when required, never a wrong guess of when to show it (decision 098).
 */

/** The type of a dependent field shown on a condition the form cannot evaluate: `<this>:<operator>`. */
export const UNEVALUABLE_CONDITION = 'unevaluable-condition';

type Kind = 'text' | 'set' | 'number' | 'range' | 'none';

/** v3 operator → v2 operator and which values it reads. */
export const V3_OPERATORS: Readonly<
  Record<string, { readonly operator: string; readonly kind: Kind } | null>
> = {
  eq: { operator: 'EQ', kind: 'text' },
  neq: { operator: 'NEQ', kind: 'text' },
  contains: { operator: 'CONTAINS', kind: 'text' },
  doesnt_contain: { operator: 'DOESNT_CONTAIN', kind: 'text' },
  str_starts_with: { operator: 'STR_STARTS_WITH', kind: 'text' },
  str_ends_with: { operator: 'STR_ENDS_WITH', kind: 'text' },
  lt: { operator: 'LT', kind: 'number' },
  lte: { operator: 'LTE', kind: 'number' },
  gt: { operator: 'GT', kind: 'number' },
  gte: { operator: 'GTE', kind: 'number' },
  between: { operator: 'BETWEEN', kind: 'range' },
  not_between: { operator: 'NOT_BETWEEN', kind: 'range' },
  set_any: { operator: 'SET_ANY', kind: 'set' },
  set_not_any: { operator: 'SET_NOT_ANY', kind: 'set' },
  set_all: { operator: 'SET_ALL', kind: 'set' },
  set_not_all: { operator: 'SET_NOT_ALL', kind: 'set' },
  set_eq: { operator: 'SET_EQ', kind: 'set' },
  set_neq: { operator: 'SET_NEQ', kind: 'set' },
  is_not_empty: { operator: 'IS_NOT_EMPTY', kind: 'none' },
  // "Within the last / next period": HubSpot documents no value format for the period.
  within_time: null,
  within_time_reverse: null,
};

/** HubSpot sends every key of a condition, unused ones empty. */
const filled = (value: string | null | undefined): string | undefined =>
  value == null || value.trim() === '' ? undefined : value;

/** A number as the form compares it: a date (YYYY-MM-DD or ms) as ms at UTC midnight. */
function numberOf(raw: string | null | undefined, parentIsDate: boolean): number | undefined {
  const value = raw?.trim() ?? '';
  if (value === '') return undefined;
  const parsed = parentIsDate ? Date.parse(`${isoDate(value)}T00:00:00Z`) : Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The v2 filter of a condition on this parent, or undefined when the form cannot evaluate it. */
export function clientFilter(
  condition: V3Condition,
  parent: Pick<ClientField, 'fieldType'>,
): DependentFilter | undefined {
  const mapped = V3_OPERATORS[condition.operator.toLowerCase()];
  if (!mapped) return undefined;
  const isDate = parent.fieldType === 'date';
  const text = (value: string) => (isDate ? isoDate(value) : value);
  const values = (condition.values ?? []).map(text);
  switch (mapped.kind) {
    case 'none':
      return { operator: mapped.operator };
    case 'text':
    case 'set': {
      const value = filled(condition.value);
      const single = value === undefined ? [] : [text(value)];
      return { operator: mapped.operator, strValues: [...values, ...single] };
    }
    case 'number': {
      const numberValue = numberOf(filled(condition.value) ?? condition.values?.[0], isDate);
      return numberValue === undefined ? undefined : { operator: mapped.operator, numberValue };
    }
    case 'range': {
      const low = numberOf(filled(condition.rangeStart) ?? condition.values?.[0], isDate);
      const high = numberOf(filled(condition.rangeEnd) ?? condition.values?.[1], isDate);
      return low === undefined || high === undefined
        ? undefined
        : { operator: mapped.operator, numberValue: low, highValue: high };
    }
  }
}

function clientRule(dependent: V3Dependent, parent: ClientField): DependentFieldRule {
  const filter = clientFilter(dependent.dependentCondition, parent);
  const base = clientField(dependent.dependentField);
  // A dependent's own dependents, at any depth (decision 105).
  const nested = clientRules(dependent.dependentField, base);
  const field = nested.length > 0 ? { ...base, dependentFieldFilters: nested } : base;
  return {
    filters: filter ? [filter] : [],
    dependentFormField: filter
      ? field
      : { ...field, fieldType: `${UNEVALUABLE_CONDITION}:${dependent.dependentCondition.operator}` },
    formFieldAction: 'DISPLAY',
  };
}

/** The parent's dependents as v2 rules, in HubSpot's order. */
export function clientRules(
  field: V3FieldBase & { dependentFields?: V3Dependent[] | null },
  parent: ClientField,
): DependentFieldRule[] {
  return (field.dependentFields ?? []).map((dependent) => clientRule(dependent, parent));
}
