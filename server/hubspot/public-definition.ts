import type { FormDefinition } from '../../src/forms/definition.ts';

/**
 * What GET /open/hubspot/get answers: the definition with only the keys a form
 * renderer reads. A whitelist, not a blacklist: HubSpot's answer carries the
 * portal id and internal settings, and nothing outside this list can leak.
 */
const FORM_KEYS = ['guid', 'name', 'submitText', 'inlineMessage', 'createdAt', 'updatedAt'] as const;
const GROUP_KEYS = ['default', 'isSmartGroup', 'richText', 'isPageBreak'] as const;
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

function pick(source: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

export function publicDefinition(definition: FormDefinition): Record<string, unknown> {
  return {
    ...pick(definition, FORM_KEYS),
    formFieldGroups: definition.formFieldGroups.map((group) => ({
      ...pick(group, GROUP_KEYS),
      fields: group.fields.map((field) => ({
        ...pick(field, FIELD_KEYS),
        ...(field.options ? { options: field.options.map((option) => pick(option, OPTION_KEYS)) } : {}),
      })),
    })),
    metaData: definition.metaData.map((entry) => ({ name: entry.name, value: entry.value })),
  };
}
