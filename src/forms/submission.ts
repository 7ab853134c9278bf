import * as z from 'zod/mini';
import { activeFields, type FormDefinition } from './definition.ts';
import { consentKey, legalConsentOf } from './legal-consent.ts';
import type { WireValues } from './values-schema.ts';

/** The fixed text of the consent to process (docs/requirements.md R10.5). */
export const CONSENT_TEXT = 'Contact request from website.';

export const submittedFieldSchema = z.strictObject({
  objectTypeId: z.string().check(z.maxLength(32)),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  // Its length is a field rule (MAX_VALUE_LENGTH), so a long value is named on its field.
  value: z.string(),
});
export type SubmittedField = z.infer<typeof submittedFieldSchema>;

export const communicationSchema = z.strictObject({
  value: z.boolean(),
  subscriptionTypeId: z.union([z.number(), z.string().check(z.maxLength(64))]),
  text: z.string().check(z.maxLength(5_000)),
});

export const submissionFormSchema = z.strictObject({
  submittedAt: z.number().check(z.int(), z.positive()),
  fields: z.array(submittedFieldSchema).check(z.maxLength(200)),
  context: z.strictObject({
    hutk: z.optional(z.string().check(z.maxLength(100))),
    // The page's web address: nothing a link could run (javascript:, data:).
    pageUri: z
      .string()
      .check(z.maxLength(2_000), z.regex(/^https?:\/\//i, 'pageUri must be an http(s) address')),
    pageName: z.string().check(z.maxLength(500)),
  }),
  legalConsentOptions: z.strictObject({
    consent: z.strictObject({
      consentToProcess: z.literal(true),
      text: z.literal(CONSENT_TEXT),
      communications: z.array(communicationSchema).check(z.maxLength(50)),
    }),
  }),
});
export type SubmissionForm = z.infer<typeof submissionFormSchema>;

/**
 * The body POSTed to {server}/open/hubspot/send (R10.5): `{ formId, form }`, where
 * `form` is what HubSpot's v3 submit endpoint takes. Extra top-level keys (spam
 * signals) are stripped here and read by the server separately.
 */
export const submissionSchema = z.object({
  formId: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'formId must be a form GUID')),
  form: submissionFormSchema,
});
export type Submission = z.infer<typeof submissionSchema>;

export interface SubmissionContext {
  readonly hutk?: string | undefined;
  readonly pageUri: string;
  readonly pageName: string;
}

/**
 * Builds the body from wire values. Every active field is sent (hidden ones
 * with their value, normally their default); empty optional fields are left out.
 */
export function buildSubmission(
  formId: string,
  definition: FormDefinition,
  values: WireValues,
  context: SubmissionContext,
  now: number,
): Submission {
  const fields = activeFields(definition)
    .map((field) => ({
      objectTypeId: field.objectTypeId,
      name: field.name,
      value: values.fields[field.name] ?? '',
    }))
    .filter((field) => field.value.trim() !== '')
    .map((field) => ({ ...field, value: field.value.trim() }));
  const communications = (legalConsentOf(definition)?.communicationConsentCheckboxes ?? []).map(
    (checkbox) => ({
      value: values.consents[consentKey(checkbox)] === true,
      subscriptionTypeId: checkbox.communicationTypeId,
      text: checkbox.label,
    }),
  );
  return {
    formId,
    form: {
      submittedAt: now,
      fields,
      context: {
        ...(context.hutk ? { hutk: context.hutk } : {}),
        pageUri: context.pageUri,
        pageName: context.pageName,
      },
      legalConsentOptions: { consent: { consentToProcess: true, text: CONSENT_TEXT, communications } },
    },
  };
}

/** The server side of the same coin: a submission back to wire values for validation. */
export function wireValuesOf(form: SubmissionForm): WireValues {
  const fields: Record<string, string> = {};
  for (const field of form.fields) fields[field.name] = field.value;
  const consents: Record<string, boolean> = {};
  for (const item of form.legalConsentOptions.consent.communications) {
    consents[String(item.subscriptionTypeId)] = item.value;
  }
  return { fields, consents };
}
