import * as z from 'zod/mini';

/**
 * The marketing provider's form definition (HubSpot forms API v2 shape,
 * docs/requirements.md R10.4). Loose objects: HubSpot sends many more keys than
 * we read, and a new key must never break the form.
 */
export const FIELD_TYPES = [
  'text',
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

export const formFieldSchema = z.looseObject({
  name: z.string().check(z.minLength(1)),
  label: z.string(),
  required: z.boolean(),
  /** Types we do not render (e.g. file) are rejected by the schema: see isSupportedField. */
  fieldType: z.string(),
  objectTypeId: z.string(),
  options: z.optional(z.array(fieldOptionSchema)),
  placeholder: z.optional(z.string()),
  description: z.optional(z.string()),
  unselectedLabel: z.optional(z.string()),
  defaultValue: z.optional(z.string()),
  selectedOptions: z.optional(z.array(z.string())),
  hidden: z.optional(z.boolean()),
  enabled: z.optional(z.boolean()),
  labelHidden: z.optional(z.boolean()),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const fieldGroupSchema = z.looseObject({
  fields: z.array(formFieldSchema),
});

export const metaDataEntrySchema = z.looseObject({ name: z.string(), value: z.string() });

export const formDefinitionSchema = z.looseObject({
  guid: z.optional(z.string()),
  name: z.optional(z.string()),
  submitText: z.optional(z.string()),
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

export function parseFormDefinition(json: unknown): DefinitionResult {
  const result = formDefinitionSchema.safeParse(json);
  if (result.success) return { ok: true, definition: result.data };
  return {
    ok: false,
    error: result.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; '),
  };
}
