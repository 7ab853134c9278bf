import {
  CONTACT_OBJECT_TYPE_ID,
  isSupportedFieldType,
  type DependentFieldRule,
  type FieldOption,
  type FieldType,
} from '../../src/forms/definition.ts';
import type { V3FieldBase } from './v3-form-schema.ts';

/** A client field (v3-dependents.ts adds its dependents). */
export type ClientField = DependentFieldRule['dependentFormField'];

/**
 * v3 field types and the v2 types the contact form renders (decision 098). `email` keeps its type
 * (decision 105): the type, not the name, makes the form check an address (src/forms/field-rules.ts).
 * `file` and `payment_link_radio` are absent on purpose: they keep their own names, which the
 * form cannot show, so src/forms/unsupported-fields.ts handles them.
 */
export const V3_FIELD_TYPES: Readonly<Record<string, FieldType>> = {
  single_line_text: 'text',
  multi_line_text: 'textarea',
  email: 'email',
  phone: 'phonenumber',
  mobile_phone: 'phonenumber',
  number: 'number',
  single_checkbox: 'booleancheckbox',
  multiple_checkboxes: 'checkbox',
  dropdown: 'select',
  radio: 'radio',
  datepicker: 'date',
};

/**
 * The client type of a v3 type. An unknown type keeps its name, so the form leaves it out; one
 * that happens to be named like a type the form renders ("text") is prefixed, never rendered as
 * something it is not.
 */
export function clientFieldType(v3Type: string): string {
  const known = V3_FIELD_TYPES[v3Type];
  if (known !== undefined) return known;
  return isSupportedFieldType(v3Type) ? `hubspot-${v3Type}` : v3Type;
}

const DIGITS = /^\d+$/;

/** A date as the form holds it (YYYY-MM-DD): HubSpot writes dates as ms at UTC midnight too. */
export function isoDate(value: string): string {
  const trimmed = value.trim();
  if (!DIGITS.test(trimmed)) return trimmed;
  const date = new Date(Number(trimmed));
  return Number.isNaN(date.getTime()) ? trimmed : date.toISOString().slice(0, 10);
}

/** Options in their display order (a stable sort keeps HubSpot's order among equal ones). */
function options(field: V3FieldBase): FieldOption[] | undefined {
  if (!field.options) return undefined;
  return field.options
    .map((option, index) => ({ option, index }))
    .sort(
      (a, b) => (a.option.displayOrder ?? a.index) - (b.option.displayOrder ?? b.index) || a.index - b.index,
    )
    .map(({ option }) => ({
      label: option.label,
      value: option.value,
      ...(option.displayOrder == null ? {} : { displayOrder: option.displayOrder }),
      ...(option.description ? { description: option.description } : {}),
    }));
}

/** A single value (text, number, date, single checkbox), or the chosen options of a choice field. */
function presets(field: V3FieldBase, type: string): Partial<ClientField> {
  const selected = (field.defaultValues ?? []).filter((value) => value !== '');
  const single = field.defaultValue ?? undefined;
  return {
    ...(single === undefined ? {} : { defaultValue: type === 'date' ? isoDate(single) : single }),
    ...(selected.length > 0 ? { selectedOptions: selected } : {}),
  };
}

/**
 * v3's e-mail rules under v2's `validation` keys (src/forms/email-rules.ts reads them), and a phone
 * or number field's digit limits (`minAllowedDigits`, `maxAllowedDigits`) as they are.
 */
function fieldValidation(field: V3FieldBase): Partial<ClientField> {
  const rules = field.validation;
  if (!rules) return {};
  if (field.fieldType === 'email') {
    return {
      validation: {
        blockedEmailAddresses: rules.blockedEmailDomains ?? [],
        useDefaultBlockList: rules.useDefaultBlockList ?? false,
      },
    };
  }
  const digits = {
    ...(rules.minAllowedDigits == null ? {} : { minAllowedDigits: rules.minAllowedDigits }),
    ...(rules.maxAllowedDigits == null ? {} : { maxAllowedDigits: rules.maxAllowedDigits }),
  };
  return Object.keys(digits).length > 0 ? { validation: digits } : {};
}

/** One v3 field in v2 terms. A dropdown's placeholder is v2's empty option (`unselectedLabel`). */
export function clientField(field: V3FieldBase): ClientField {
  const fieldType = clientFieldType(field.fieldType);
  const placeholder = field.placeholder ?? undefined;
  const choices = options(field);
  return {
    name: field.name,
    label: field.label,
    required: field.required,
    fieldType,
    objectTypeId: field.objectTypeId ?? CONTACT_OBJECT_TYPE_ID,
    hidden: field.hidden ?? false,
    enabled: true,
    ...(field.description ? { description: field.description } : {}),
    ...(placeholder === undefined
      ? {}
      : fieldType === 'select'
        ? { unselectedLabel: placeholder }
        : { placeholder }),
    ...(choices ? { options: choices } : {}),
    ...presets(field, fieldType),
    ...fieldValidation(field),
  };
}
