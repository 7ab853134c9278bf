import * as z from 'zod/mini';

/**
 * A form as HubSpot's Marketing Forms API v3 answers it (`HubSpotFormDefinition` in HubSpot's
 * OpenAPI description; the date-based `/marketing/forms/{version}/` path answers the same shape).
 * Only the keys the mapping to the client's shape reads (v3-to-client.ts), loosely: HubSpot adds
 * keys, and a field of a type we do not know must reach the unsupported-field path, not fail the
 * whole definition (decision 098). Optional where a missing key has an obvious meaning.
 */
const optionSchema = z.looseObject({
  label: z.string(),
  value: z.string(),
  displayOrder: z.nullish(z.number()),
  description: z.nullish(z.string()),
});

/** `DependentFieldFilter`: every value is a string, whatever the parent's type. */
export const v3ConditionSchema = z.looseObject({
  operator: z.string(),
  value: z.nullish(z.string()),
  values: z.nullish(z.array(z.string())),
  rangeStart: z.nullish(z.string()),
  rangeEnd: z.nullish(z.string()),
});
export type V3Condition = z.infer<typeof v3ConditionSchema>;

const fieldShape = {
  name: z.string().check(z.minLength(1)),
  label: z.string(),
  required: z.boolean(),
  fieldType: z.string(),
  hidden: z.nullish(z.boolean()),
  objectTypeId: z.nullish(z.string()),
  defaultValue: z.nullish(z.string()),
  defaultValues: z.nullish(z.array(z.string())),
  placeholder: z.nullish(z.string()),
  description: z.nullish(z.string()),
  options: z.nullish(z.array(optionSchema)),
  /** E-mail fields: `blockedEmailDomains`, `useDefaultBlockList`; phone and number fields: digit counts. */
  validation: z.nullish(
    z.looseObject({
      blockedEmailDomains: z.nullish(z.array(z.string())),
      useDefaultBlockList: z.nullish(z.boolean()),
      minAllowedDigits: z.nullish(z.number()),
      maxAllowedDigits: z.nullish(z.number()),
    }),
  ),
};

/**
 * A field, and a dependent one: every field type of the description has `dependentFields`, a
 * dependent's too, so they are read at any depth (decision 105; 093 read one level).
 */
export interface V3Field extends z.infer<z.ZodMiniObject<typeof fieldShape>> {
  readonly dependentFields?: V3Dependent[] | null | undefined;
  readonly [key: string]: unknown;
}
export interface V3Dependent {
  readonly dependentCondition: V3Condition;
  readonly dependentField: V3Field;
  readonly [key: string]: unknown;
}

export const v3FieldSchema: z.ZodMiniType<V3Field> = z.looseObject({
  ...fieldShape,
  get dependentFields() {
    return z.nullish(z.array(v3DependentSchema));
  },
});

export const v3DependentSchema: z.ZodMiniType<V3Dependent> = z.looseObject({
  dependentCondition: v3ConditionSchema,
  get dependentField() {
    return v3FieldSchema;
  },
});
export type V3FieldBase = V3Field;

export const v3GroupSchema = z.looseObject({
  fields: z.array(v3FieldSchema),
  groupType: z.nullish(z.string()),
  richText: z.nullish(z.string()),
  richTextType: z.nullish(z.string()),
});
export type V3Group = z.infer<typeof v3GroupSchema>;

/** The four `legalConsentOptions` variants, told apart by `type`; read by v3-consent.ts. */
export const v3ConsentSchema = z.looseObject({
  type: z.string(),
  privacyText: z.nullish(z.string()),
  communicationConsentText: z.nullish(z.string()),
  communicationsCheckboxes: z.nullish(
    z.array(
      z.looseObject({
        subscriptionTypeId: z.union([z.number(), z.string()]),
        label: z.string(),
        required: z.boolean(),
      }),
    ),
  ),
  consentToProcessText: z.nullish(z.string()),
  consentToProcessCheckboxLabel: z.nullish(z.string()),
  consentToProcessFooterText: z.nullish(z.string()),
  lawfulBasis: z.nullish(z.string()),
  subscriptionTypeIds: z.nullish(z.array(z.number())),
});
export type V3Consent = z.infer<typeof v3ConsentSchema>;

export const v3FormSchema = z.looseObject({
  id: z.string(),
  name: z.nullish(z.string()),
  createdAt: z.nullish(z.string()),
  updatedAt: z.nullish(z.string()),
  fieldGroups: z.array(v3GroupSchema),
  configuration: z.nullish(
    z.looseObject({
      language: z.nullish(z.string()),
      recaptchaEnabled: z.nullish(z.boolean()),
      postSubmitAction: z.nullish(z.looseObject({ type: z.string(), value: z.string() })),
    }),
  ),
  displayOptions: z.nullish(z.looseObject({ submitButtonText: z.nullish(z.string()) })),
  legalConsentOptions: z.nullish(v3ConsentSchema),
});
export type V3Form = z.infer<typeof v3FormSchema>;
