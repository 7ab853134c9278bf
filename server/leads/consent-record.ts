import { createHmac } from 'node:crypto';
import type { FormDefinition } from '../../src/forms/definition.ts';
import { isEmailField } from '../../src/forms/field-rules.ts';
import { consentKey, legalConsentOf } from '../../src/forms/legal-consent.ts';
import type { SubmissionForm } from '../../src/forms/contract.ts';
import { activeFields } from '../../src/forms/definition.ts';
import type { ConsentRecord } from '../outbox/lead.ts';

/** What a consent record is built from (the record itself: ConsentRecord, kept with the lead). */
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
  };
}
