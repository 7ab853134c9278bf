import * as z from 'zod/mini';

/**
 * The marketing provider's form definition (HubSpot forms API v2 shape,
 * docs/requirements.md R10.4): what the browser gets whichever forms API the
 * server reads (a v3 answer is mapped to it, decision 098). Loose objects:
 * HubSpot sends many more keys than we read, and a new key must never break the form.
 */
export const FIELD_TYPES = [
  'text',
  /** v3's `email` type: checked as an address whatever its name (decision 105). */
  'email',
  'textarea',
  'phonenumber',
  'select',
  'radio',
  'checkbox',
  'booleancheckbox',
  'number',
  'date',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const fieldOptionSchema = z.looseObject({
  label: z.string(),
  value: z.string(),
});
export type FieldOption = z.infer<typeof fieldOptionSchema>;

/**
 * A field's `validation` (HubSpot v2): for e-mail fields, blocked domains or
 * addresses and the "block free e-mail providers" switch (src/forms/email-rules.ts);
 * for phone and number fields, how many digits the answer may have (v3's
 * `PhoneFieldValidation` / `NumberFieldValidation`, decision 105).
 * Nullish throughout: HubSpot sends empty strings, empty lists and nulls alike.
 */
export const fieldValidationSchema = z.looseObject({
  message: z.nullish(z.string()),
  useDefaultBlockList: z.nullish(z.boolean()),
  blockedEmailAddresses: z.nullish(z.array(z.string())),
  minAllowedDigits: z.nullish(z.number()),
  maxAllowedDigits: z.nullish(z.number()),
});
export type FieldValidation = z.infer<typeof fieldValidationSchema>;

/** HubSpot's object type id of a contact. */
export const CONTACT_OBJECT_TYPE_ID = '0-1';

const baseFieldShape = {
  name: z.string().check(z.minLength(1)),
  label: z.string(),
  required: z.boolean(),
  /** Types we do not render (e.g. file) are rejected by the schema: see isSupportedField. */
  fieldType: z.string(),
  /** Older portals' v2 answers leave it out: such a field is a contact's ("0-1"). */
  objectTypeId: z._default(z.string(), CONTACT_OBJECT_TYPE_ID),
  options: z.optional(z.array(fieldOptionSchema)),
  placeholder: z.optional(z.string()),
  description: z.optional(z.string()),
  unselectedLabel: z.optional(z.string()),
  defaultValue: z.optional(z.string()),
  selectedOptions: z.optional(z.array(z.string())),
  hidden: z.optional(z.boolean()),
  enabled: z.optional(z.boolean()),
  labelHidden: z.optional(z.boolean()),
  validation: z.optional(fieldValidationSchema),
};

/**
 * One condition of a dependent field (src/forms/visible-fields.ts reads it). Every value
 * key is optional: which one an operator uses depends on the operator and the parent's type.
 */
export const dependentFilterSchema = z.looseObject({
  operator: z.string(),
  strValue: z.nullish(z.string()),
  strValues: z.nullish(z.array(z.string())),
  numberValue: z.nullish(z.number()),
  numberValues: z.nullish(z.array(z.number())),
  highValue: z.nullish(z.number()),
  boolValue: z.nullish(z.boolean()),
});
export type DependentFilter = z.infer<typeof dependentFilterSchema>;

/**
 * A form field, and `dependentFieldFilters`: show `dependentFormField` right after the parent
 * while the filters hold. A dependent is a field, so it may have dependents of its own (HubSpot's
 * v3 description gives every dependent field a `dependentFields` list): they are read at any
 * depth (decision 105; 093 read one level).
 */
export interface FormField extends z.infer<z.ZodMiniObject<typeof baseFieldShape>> {
  readonly dependentFieldFilters?: DependentFieldRule[] | null | undefined;
  /** Loose, as HubSpot's answer: keys we do not read are kept. */
  readonly [key: string]: unknown;
}
export interface DependentFieldRule {
  readonly filters: DependentFilter[];
  readonly dependentFormField: FormField;
  readonly formFieldAction?: string | null | undefined;
  readonly [key: string]: unknown;
}

export const formFieldSchema: z.ZodMiniType<FormField> = z.looseObject({
  ...baseFieldShape,
  get dependentFieldFilters() {
    return z.nullish(z.array(dependentFieldRuleSchema));
  },
});

export const dependentFieldRuleSchema: z.ZodMiniType<DependentFieldRule> = z.looseObject({
  filters: z.array(dependentFilterSchema),
  get dependentFormField() {
    return formFieldSchema;
  },
  formFieldAction: z.nullish(z.string()),
});

export const fieldGroupSchema = z.looseObject({
  fields: z.array(formFieldSchema),
  /** HTML shown above the group's fields (or alone: a group may have no fields). */
  richText: z.nullish(z.looseObject({ content: z.nullish(z.string()) })),
});

export const metaDataEntrySchema = z.looseObject({ name: z.string(), value: z.string() });

export const formDefinitionSchema = z.looseObject({
  guid: z.optional(z.string()),
  name: z.optional(z.string()),
  submitText: z.optional(z.string()),
  /** The form asks for CAPTCHA: HubSpot refuses a server's submission (reported at load). */
  captchaEnabled: z.optional(z.boolean()),
  formFieldGroups: z.array(fieldGroupSchema),
  metaData: z._default(z.array(metaDataEntrySchema), []),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

export function isSupportedFieldType(type: string): type is FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type);
}

/**
 * Fields that take part in the form, group by group: disabled fields are
 * skipped (HubSpot's `enabled: false`), unsupported types too.
 */
export function activeFieldGroups(definition: FormDefinition): FormField[][] {
  return definition.formFieldGroups
    .map((group) =>
      group.fields.filter((field) => field.enabled !== false && isSupportedFieldType(field.fieldType)),
    )
    .filter((fields) => fields.length > 0);
}

export function activeFields(definition: FormDefinition): FormField[] {
  return activeFieldGroups(definition).flat();
}

export type DefinitionResult =
  { readonly ok: true; readonly definition: FormDefinition } | { readonly ok: false; readonly error: string };

/** A schema's issues in one line, each at its path ("formFieldGroups.0.fields.1.required: …"). */
export function issuesText(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

export function parseFormDefinition(json: unknown): DefinitionResult {
  const result = formDefinitionSchema.safeParse(json);
  if (result.success) return { ok: true, definition: result.data };
  return { ok: false, error: issuesText(result.error.issues) };
}
