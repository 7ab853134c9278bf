import type { FormDefinition, FormField } from '../../src/forms/definition.ts';

/**
 * What GET /open/hubspot/get answers: the definition with only the keys a form
 * renderer reads. A whitelist, not a blacklist: HubSpot's answer carries the
 * portal id and internal settings, and nothing outside this list can leak.
 */
const FORM_KEYS = ['guid', 'name', 'submitText', 'inlineMessage', 'createdAt', 'updatedAt'] as const;
const GROUP_KEYS = ['default', 'isSmartGroup', 'isPageBreak'] as const;
const FIELD_KEYS = [
  'name',
  'label',
  'type',
  'fieldType',
  'description',
  'displayOrder',
  'required',
  'selectedOptions',
  'enabled',
  'hidden',
  'defaultValue',
  'unselectedLabel',
  'placeholder',
  'labelHidden',
  'objectTypeId',
] as const;
const OPTION_KEYS = ['label', 'value', 'displayOrder', 'hidden', 'description'] as const;
/** The e-mail rules and digit limits (src/forms/field-rules.ts): the visitor's form enforces them too. */
const VALIDATION_KEYS = [
  'message',
  'useDefaultBlockList',
  'blockedEmailAddresses',
  'minAllowedDigits',
  'maxAllowedDigits',
] as const;
/** A dependent field's condition (src/forms/visible-fields.ts). */
const FILTER_KEYS = [
  'operator',
  'strValue',
  'strValues',
  'numberValue',
  'numberValues',
  'highValue',
  'boolValue',
] as const;

function pick(source: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

/** A field and its dependents, each whitelisted like any field, at any depth (decision 105). */
function publicField(field: FormField): Record<string, unknown> {
  const rules = field.dependentFieldFilters ?? [];
  return {
    ...pick(field, FIELD_KEYS),
    ...(field.options ? { options: field.options.map((option) => pick(option, OPTION_KEYS)) } : {}),
    ...(field.validation ? { validation: pick(field.validation, VALIDATION_KEYS) } : {}),
    ...(rules.length > 0
      ? {
          dependentFieldFilters: rules.map((rule) => ({
            filters: rule.filters.map((filter) => pick(filter, FILTER_KEYS)),
            dependentFormField: publicField(rule.dependentFormField),
            ...(rule.formFieldAction ? { formFieldAction: rule.formFieldAction } : {}),
          })),
        }
      : {}),
  };
}

export function publicDefinition(definition: FormDefinition): Record<string, unknown> {
  return {
    ...pick(definition, FORM_KEYS),
    formFieldGroups: definition.formFieldGroups.map((group) => ({
      ...pick(group, GROUP_KEYS),
      ...(group.richText ? { richText: { content: group.richText.content ?? '' } } : {}),
      fields: group.fields.map(publicField),
    })),
    metaData: definition.metaData.map((entry) => ({ name: entry.name, value: entry.value })),
  };
}
