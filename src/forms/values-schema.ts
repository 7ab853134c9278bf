import * as z from 'zod/mini';
import type { FormDefinition } from './definition.ts';
import { fieldKey } from './field-key.ts';
import { fieldError } from './field-rules.ts';
import {
  communicationCheckboxesOf,
  consentKey,
  consentModeOf,
  PROCESSING_CONSENT_KEY,
} from './legal-consent.ts';
import { possibleFields, visibleFields } from './visible-fields.ts';

/**
 * Wire values, what the schema below validates: every field by its key (fieldKey) as the string
 * HubSpot receives (checkbox values joined with ';', booleancheckbox
 * 'true'/'false', dates YYYY-MM-DD), and consent checkboxes by subscription
 * type id (an explicit form's processing checkbox as PROCESSING_CONSENT_KEY).
 */
export interface WireValues {
  readonly fields: Readonly<Record<string, string>>;
  readonly consents: Readonly<Record<string, boolean>>;
}

/** Issue message for a field outside the definition. */
export const UNKNOWN_FIELD = 'unknown';

/**
 * THE validation schema of a form, built from its definition. The contact
 * modal validates the visitor's input with it and the server validates every
 * submission with it, so both always agree. It validates wire values
 * (`WireValues`).
 */
export function buildValuesSchema(definition: FormDefinition) {
  // Every field that can be shown is a known key; prefault: a missing key is
  // read as '' (so `required` fires), where optional() would skip the checks.
  const fieldShape: Record<string, z.ZodMiniType<string>> = {};
  for (const field of possibleFields(definition)) fieldShape[fieldKey(field)] = z.prefault(z.string(), '');
  // The rules run on the fields shown for these values (visibleFields): a hidden
  // dependent field is neither required nor checked, whatever it holds.
  const fields = z.strictObject(fieldShape).check(
    z.superRefine((values, ctx) => {
      for (const field of visibleFields(definition, values)) {
        const key = fieldKey(field);
        const value = values[key];
        const code = fieldError(field, value);
        if (code) ctx.issues.push({ code: 'custom', message: code, input: value, path: [key] });
      }
    }),
  );
  const ticked = (required: boolean) =>
    z.prefault(z.boolean().check(z.refine((value) => !required || value, { error: 'required' })), false);
  const consentShape: Record<string, z.ZodMiniType<boolean>> = {};
  const mode = consentModeOf(definition);
  // An explicit form's processing checkbox is a condition of the request (decision 099).
  if (mode.mode === 'explicit_consent_to_process') consentShape[PROCESSING_CONSENT_KEY] = ticked(true);
  for (const checkbox of communicationCheckboxesOf(mode)) {
    consentShape[consentKey(checkbox)] = ticked(checkbox.required);
  }
  return z.object({
    fields,
    // prefault, not default: a default is returned unparsed, so a body without
    // `consents` would skip the required-consent check.
    consents: z.prefault(z.strictObject(consentShape), {}),
  });
}

/** Error code per path ("fields.email", "consents.123"); empty when valid. */
export type ValuesErrors = Record<string, string>;

/** Building a schema costs far more than using it: one per definition object. */
const schemas = new WeakMap<FormDefinition, ReturnType<typeof buildValuesSchema>>();

export function validateValues(definition: FormDefinition, values: WireValues): ValuesErrors {
  let schema = schemas.get(definition);
  if (!schema) {
    schema = buildValuesSchema(definition);
    schemas.set(definition, schema);
  }
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: ValuesErrors = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[[...issue.path, key].join('.')] = UNKNOWN_FIELD;
      continue;
    }
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
