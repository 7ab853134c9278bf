import { createHmac } from 'node:crypto';
import type { FormDefinition } from '../../src/forms/definition.ts';
import { isEmailField } from '../../src/forms/field-rules.ts';
import { consentKey, legalConsentOf } from '../../src/forms/legal-consent.ts';
import type { SubmissionForm } from '../../src/forms/contract.ts';
import { activeFields } from '../../src/forms/definition.ts';

/**
 * Proof of what a visitor agreed to (GDPR art. 7(1): the controller must be able
 * to demonstrate consent). It outlives the personal data: when a delivered lead
 * is purged, this record stays, tied to the person only by a keyed hash (HMAC) of
 * the e-mail address, so a later request about "my consent" can still be answered
 * by whoever holds the key, and nobody else can test guessed addresses against it
 * (decision 089; the key: consent-secret.ts).
 */
export interface ConsentRecord {
  readonly formId: string;
  /** The definition's last change, when HubSpot says (which version of the texts was shown). */
  readonly formUpdatedAt: number | null;
  readonly language: string;
  readonly pageUri: string;
  readonly pageName: string;
  /** When the visitor pressed submit (their clock) and when the server accepted it. */
  readonly submittedAt: number;
  readonly recordedAt: number;
  readonly policyVersion: string;
  /**
   * Consent to process the request (docs/requirements.md R10.5: a fixed text; always true, or the
   * form is refused).
   */
  readonly consentToProcess: boolean;
  readonly processingText: string;
  /** The texts the form showed, from the definition the server validated against. */
  readonly shownTexts: {
    readonly processingConsentText: string;
    readonly communicationConsentText: string;
    readonly privacyPolicyText: string;
  };
  readonly checkboxes: readonly {
    readonly subscriptionTypeId: string;
    readonly label: string;
    readonly required: boolean;
    readonly ticked: boolean;
  }[];
  /**
   * HMAC-SHA256 of the trimmed, lower-cased e-mail address, or null when the form has none.
   * Records from before decision 089 lack `subjectHashScheme` and hold a plain sha256.
   */
  readonly subjectHash: string | null;
  readonly subjectHashScheme?: 'hmac-sha256';
}

export interface ConsentContext {
  readonly formId: string;
  readonly definition: FormDefinition;
  readonly form: SubmissionForm;
  readonly language: string;
  readonly policyVersion: string;
  readonly now: number;
  /** The HMAC key of `subjectHash`. */
  readonly subjectKey: string;
}

function emailOf(definition: FormDefinition, form: SubmissionForm): string | undefined {
  const emailFields = new Set(
    activeFields(definition)
      .filter(isEmailField)
      .map((field) => field.name),
  );
  return form.fields.find((field) => emailFields.has(field.name))?.value;
}

export function subjectHash(email: string, key: string): string {
  return createHmac('sha256', key).update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

export function buildConsentRecord(context: ConsentContext): ConsentRecord {
  const { definition, form } = context;
  const legal = legalConsentOf(definition);
  const ticked = new Map(
    form.legalConsentOptions.consent.communications.map((item) => [
      String(item.subscriptionTypeId),
      item.value,
    ]),
  );
  const updatedAt = (definition as { updatedAt?: unknown }).updatedAt;
  const email = emailOf(definition, form);
  return {
    formId: context.formId,
    formUpdatedAt: typeof updatedAt === 'number' ? updatedAt : null,
    language: context.language,
    pageUri: form.context.pageUri,
    pageName: form.context.pageName,
    submittedAt: form.submittedAt,
    recordedAt: context.now,
    policyVersion: context.policyVersion,
    consentToProcess: form.legalConsentOptions.consent.consentToProcess,
    processingText: form.legalConsentOptions.consent.text,
    shownTexts: {
      processingConsentText: legal?.processingConsentText ?? '',
      communicationConsentText: legal?.communicationConsentText ?? '',
      privacyPolicyText: legal?.privacyPolicyText ?? '',
    },
    checkboxes: (legal?.communicationConsentCheckboxes ?? []).map((checkbox) => ({
      subscriptionTypeId: consentKey(checkbox),
      label: checkbox.label,
      required: checkbox.required,
      ticked: ticked.get(consentKey(checkbox)) === true,
    })),
    subjectHash: email ? subjectHash(email, context.subjectKey) : null,
    subjectHashScheme: 'hmac-sha256',
  };
}
