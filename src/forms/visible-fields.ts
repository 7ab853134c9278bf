import {
  isSupportedFieldType,
  type DependentFieldRule,
  type DependentFilter,
  type FormDefinition,
  type FormField,
} from './definition.ts';
import { fieldKey } from './field-key.ts';

/**
 * Which fields a form shows for given values (docs/requirements.md R10.4): the
 * enabled fields of a supported type, each followed in place by the dependent
 * fields whose conditions hold on its value. ONE function for the renderer, the
 * values schema and the payload builder, on the client and on the server, so a
 * field is validated and sent exactly while it is shown.
 */

/** Field values by key (fieldKey: the name, with its object type outside contacts), as wire strings (checkbox values joined with ';'). */
export type FieldValues = Readonly<Record<string, string | undefined>>;

export const isActiveField = (field: Pick<FormField, 'enabled' | 'fieldType'>): boolean =>
  field.enabled !== false && isSupportedFieldType(field.fieldType);

const norm = (value: string): string => value.trim().toLowerCase();
const items = (value: string): string[] =>
  value
    .split(';')
    .map(norm)
    .filter((item) => item !== '');

/** The strings a filter compares with: its string values, else its boolean or number value. */
function targets(filter: DependentFilter): string[] {
  const strings = [...(filter.strValues ?? []), ...(filter.strValue ? [filter.strValue] : [])];
  if (strings.length > 0) return strings.map(norm);
  if (filter.boolValue != null) return [String(filter.boolValue)];
  if (filter.numberValue != null) return [String(filter.numberValue)];
  return [];
}

/** A number field's value, or a date's (YYYY-MM-DD) as ms since the epoch, as HubSpot compares dates. */
function numeric(value: string): number | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const number = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? Date.parse(`${trimmed}T00:00:00Z`) : Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

type Matcher = (value: string, filter: DependentFilter, parentType: string) => boolean;

const filled = (value: string): boolean => value.trim() !== '';
/**
 * A number parent is compared as a number: HubSpot's condition value is a string ("10"), the
 * visitor may type "10.0" or "10,0" (decision 105).
 */
const equals: Matcher = (value, filter, parentType) => {
  if (parentType !== 'number') return targets(filter).includes(norm(value));
  const number = numeric(value.replace(',', '.'));
  return number !== undefined && targets(filter).some((target) => Number(target) === number);
};
const anyOf: Matcher = (value, filter) => items(value).some((item) => targets(filter).includes(item));
const contains: Matcher = (value, filter) => targets(filter).some((target) => norm(value).includes(target));
const startsWith: Matcher = (value, filter) =>
  targets(filter).some((target) => norm(value).startsWith(target));
const endsWith: Matcher = (value, filter) => targets(filter).some((target) => norm(value).endsWith(target));
const compare =
  (test: (number: number, bound: number) => boolean): Matcher =>
  (value, filter) => {
    const number = numeric(value);
    return number !== undefined && filter.numberValue != null && test(number, filter.numberValue);
  };
const between: Matcher = (value, filter) => {
  const number = numeric(value);
  const low = filter.numberValue ?? filter.numberValues?.[0];
  const high = filter.highValue ?? filter.numberValues?.[1];
  return number !== undefined && low != null && high != null && number >= low && number <= high;
};
/** The negations hold only on a filled parent: an unanswered question shows no follow-up. */
const filledAndNot =
  (matcher: Matcher): Matcher =>
  (value, filter, parentType) =>
    filled(value) && !matcher(value, filter, parentType);

const allOf: Matcher = (value, filter) => targets(filter).every((target) => items(value).includes(target));
const sameSet: Matcher = (value, filter) => {
  const picked = new Set(items(value));
  const wanted = new Set(targets(filter));
  return picked.size === wanted.size && [...wanted].every((target) => picked.has(target));
};

/** The operators HubSpot's editor offers (and their aliases in older definitions). */
const MATCHERS: Readonly<Record<string, Matcher>> = {
  EQ: equals,
  NEQ: filledAndNot(equals),
  SET_ANY: anyOf,
  SET_NOT_ANY: filledAndNot(anyOf),
  SET_ALL: allOf,
  SET_NOT_ALL: filledAndNot(allOf),
  SET_EQ: sameSet,
  SET_NEQ: filledAndNot(sameSet),
  IS_NOT_EMPTY: filled,
  IS_KNOWN: filled,
  IS_EMPTY: (value) => !filled(value),
  IS_UNKNOWN: (value) => !filled(value),
  CONTAINS: contains,
  NOT_CONTAINS: filledAndNot(contains),
  DOESNT_CONTAIN: filledAndNot(contains),
  STR_STARTS_WITH: startsWith,
  STARTS_WITH: startsWith,
  STR_ENDS_WITH: endsWith,
  ENDS_WITH: endsWith,
  END_WITH: endsWith,
  LT: compare((number, bound) => number < bound),
  LTE: compare((number, bound) => number <= bound),
  GT: compare((number, bound) => number > bound),
  GTE: compare((number, bound) => number >= bound),
  BETWEEN: between,
  NOT_BETWEEN: filledAndNot(between),
};

/**
 * Whether one condition holds. An operator we do not know holds (the field is
 * shown): hiding a field HubSpot may expect would lose its answer for good,
 * while showing it costs the visitor one more input (decision 093).
 */
export function filterHolds(filter: DependentFilter, parentValue: string, parentType = 'text'): boolean {
  const matcher = MATCHERS[filter.operator.toUpperCase()];
  return matcher ? matcher(parentValue, filter, parentType) : true;
}

/** All of a rule's conditions must hold; any `formFieldAction` is read as DISPLAY. */
export const ruleHolds = (rule: DependentFieldRule, parentValue: string, parentType = 'text'): boolean =>
  rule.filters.every((filter) => filterHolds(filter, parentValue, parentType));

export interface VisibleGroup {
  /** The group's rich text (provider HTML, sanitised when rendered), '' when none. */
  readonly richText: string;
  readonly fields: readonly FormField[];
}

/** How deep dependents are read: deeper than any form a person fills in, and a bound on the walk. */
export const MAX_DEPENDENT_DEPTH = 8;

/**
 * Dependents of a parent, in order, shown or not. A key belongs to the first parent that claims
 * it (form fields own theirs): a field sent twice would be ambiguous. Several rules of one parent
 * may show the same field (one rule per value).
 */
function dependentRules(parent: FormField, owners: Map<string, string>): DependentFieldRule[] {
  const parentKey = fieldKey(parent);
  return (parent.dependentFieldFilters ?? []).filter((rule) => {
    const key = fieldKey(rule.dependentFormField);
    const owner = owners.get(key);
    if (!isActiveField(rule.dependentFormField) || (owner !== undefined && owner !== parentKey)) return false;
    owners.set(key, parentKey);
    return true;
  });
}

/**
 * The parent's shown dependents, each followed by its own shown dependents (a dependent is a
 * field and may have some: decision 105). With no values, every dependent that can be shown.
 */
function pushDependents(
  parent: FormField,
  values: FieldValues | undefined,
  owners: Map<string, string>,
  fields: FormField[],
  depth: number,
): void {
  if (depth >= MAX_DEPENDENT_DEPTH) return;
  for (const rule of dependentRules(parent, owners)) {
    const dependent = rule.dependentFormField;
    const shown = values === undefined || ruleHolds(rule, values[fieldKey(parent)] ?? '', parent.fieldType);
    if (!shown || fields.some((field) => fieldKey(field) === fieldKey(dependent))) continue;
    fields.push(dependent);
    pushDependents(dependent, values, owners, fields, depth + 1);
  }
}

function groupsFor(definition: FormDefinition, values: FieldValues | undefined): VisibleGroup[] {
  // '' owns the form's own fields: no parent has that key.
  const owners = new Map<string, string>();
  for (const group of definition.formFieldGroups) {
    for (const field of group.fields) if (isActiveField(field)) owners.set(fieldKey(field), '');
  }
  return definition.formFieldGroups
    .map((group) => {
      const fields: FormField[] = [];
      for (const parent of group.fields) {
        if (!isActiveField(parent)) continue;
        fields.push(parent);
        pushDependents(parent, values, owners, fields, 1);
      }
      return { richText: group.richText?.content?.trim() ?? '', fields };
    })
    .filter((group) => group.fields.length > 0 || group.richText !== '');
}

/** The groups as shown for these values: rich text, then the fields with their shown dependents. */
export const visibleGroups = (definition: FormDefinition, values: FieldValues): VisibleGroup[] =>
  groupsFor(definition, values);

/** THE visibility function: the fields shown (so validated and sent) for these values. */
export const visibleFields = (definition: FormDefinition, values: FieldValues): FormField[] =>
  groupsFor(definition, values).flatMap((group) => group.fields);

/** Every field that can be shown, whatever the values: the keys a submission may carry. */
export const possibleFields = (definition: FormDefinition): FormField[] =>
  groupsFor(definition, undefined).flatMap((group) => group.fields);
