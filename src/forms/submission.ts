import type { FormDefinition } from './definition.ts';
import {
  communicationCheckboxesOf,
  consentKey,
  consentModeOf,
  PROCESSING_CONSENT_KEY,
  type ConsentMode,
} from './legal-consent.ts';
import type { WireValues } from './values-schema.ts';
import { visibleFields } from './visible-fields.ts';
import { fieldKey } from './field-key.ts';
import {
  consentBlockOf,
  CONSENT_TEXT,
  type LegalConsentBlock,
  type Submission,
  type SubmissionForm,
} from './contract.ts';

/**
 * HubSpot's tracking cookie (`hubspotutk`) is 32 hexadecimal characters; HubSpot refuses another
 * value with INVALID_HUTK (a public bug report quotes `'37184' is not a valid Hutk`). One that is
 * not is left out when the submission is built, on the client and again on the server (decision
 * 105): the lead loses only its tracking, and no delivery needs a second call for it.
 */
const HUTK = /^[0-9a-f]{32}$/i;
export const isHutk = (value: string | undefined): value is string => value !== undefined && HUTK.test(value);

export interface SubmissionContext {
  readonly hutk?: string | undefined;
  readonly pageUri: string;
  readonly pageName: string;
}

/**
 * The `legalConsentOptions` of the form's consent mode (decision 099), or undefined when the form
 * has none (or none this site can send: such a form is never submitted from here).
 */
function consentBlock(mode: ConsentMode, consents: WireValues['consents']): LegalConsentBlock | undefined {
  const communications = communicationCheckboxesOf(mode).map((checkbox) => ({
    value: consents[consentKey(checkbox)] === true,
    subscriptionTypeId: checkbox.communicationTypeId,
    text: checkbox.label,
  }));
  switch (mode.mode) {
    case 'implicit_consent_to_process':
      // Sending the form is the consent: the spec's fixed text (docs/requirements.md R10.5).
      return { consent: { consentToProcess: true, text: CONSENT_TEXT, communications } };
    case 'explicit_consent_to_process':
      // True only because the visitor ticked the box whose label is the text kept as proof.
      return {
        consent: {
          consentToProcess: consents[PROCESSING_CONSENT_KEY] === true,
          text: mode.processingLabel,
          communications,
        },
      };
    case 'legitimate_interest':
      return {
        legitimateInterest: {
          value: true,
          subscriptionTypeId: mode.subscriptionTypeId,
          legalBasis: mode.legalBasis,
          text: mode.text,
        },
      };
    case 'none':
    case 'unsendable':
      return undefined;
  }
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
  // Each field with its own objectTypeId: a contact's and a company's `city` are two answers.
  const fields = visibleFields(definition, values.fields)
    .map((field) => ({
      objectTypeId: field.objectTypeId,
      name: field.name,
      value: values.fields[fieldKey(field)] ?? '',
    }))
    .filter((field) => field.value.trim() !== '')
    .map((field) => ({ ...field, value: field.value.trim() }));
  const legalConsentOptions = consentBlock(consentModeOf(definition), values.consents);
  return {
    formId,
    form: {
      submittedAt: now,
      fields,
      context: {
        ...(isHutk(context.hutk) ? { hutk: context.hutk } : {}),
        pageUri: context.pageUri,
        pageName: context.pageName,
      },
      ...(legalConsentOptions ? { legalConsentOptions } : {}),
    },
  };
}

/**
 * The server side of the same coin: a submission back to wire values for validation. The
 * processing consent is a visitor's answer only on an explicit form.
 */
export function wireValuesOf(form: SubmissionForm, definition: FormDefinition): WireValues {
  const fields: Record<string, string> = {};
  for (const field of form.fields) fields[fieldKey(field)] = field.value;
  const consents: Record<string, boolean> = {};
  const consent = consentBlockOf(form);
  if (consent) {
    for (const item of consent.communications) consents[String(item.subscriptionTypeId)] = item.value;
    if (consentModeOf(definition).mode === 'explicit_consent_to_process') {
      consents[PROCESSING_CONSENT_KEY] = consent.consentToProcess;
    }
  }
  return { fields, consents };
}
