import type { FormDefinition } from './definition.ts';
import { consentKey, legalConsentOf } from './legal-consent.ts';
import type { WireValues } from './values-schema.ts';
import { visibleFields } from './visible-fields.ts';
import { CONSENT_TEXT, type Submission, type SubmissionForm } from './contract.ts';

export interface SubmissionContext {
  readonly hutk?: string | undefined;
  readonly pageUri: string;
  readonly pageName: string;
}

/**
 * Builds the submission payload (`{ formId, form }`, src/forms/contract.ts) from wire values. Every
 * field shown for these values is sent (visibleFields: a dependent field only while its condition
 * holds; hidden ones with their value, normally their default); empty optional fields are left out.
 */
export function buildSubmission(
  formId: string,
  definition: FormDefinition,
  values: WireValues,
  context: SubmissionContext,
  now: number,
): Submission {
  const fields = visibleFields(definition, values.fields)
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
