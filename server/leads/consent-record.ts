import { fieldKey } from '../../src/forms/field-key.ts';
import { createHmac } from 'node:crypto';
import type { FormDefinition } from '../../src/forms/definition.ts';
import { isEmailField } from '../../src/forms/field-rules.ts';
import {
  communicationCheckboxesOf,
  consentKey,
  consentModeOf,
  type ConsentMode,
} from '../../src/forms/legal-consent.ts';
import { consentBlockOf, type SubmissionForm } from '../../src/forms/contract.ts';
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
  const emailFields = new Set(activeFields(definition).filter(isEmailField).map(fieldKey));
  return form.fields.find((field) => emailFields.has(fieldKey(field)))?.value;
}

export function subjectHash(email: string, key: string): string {
  return createHmac('sha256', key).update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

/** The texts ConsentSection shows in this mode: legitimate interest shows the privacy text only. */
function shownTextsOf(mode: ConsentMode): ConsentRecord['shownTexts'] {
  if (mode.mode === 'none' || mode.mode === 'unsendable') {
    return { processingConsentText: '', communicationConsentText: '', privacyPolicyText: '' };
  }
  const { options } = mode;
  if (mode.mode === 'legitimate_interest') {
    return { processingConsentText: '', communicationConsentText: '', privacyPolicyText: mode.text };
  }
  const explicit = mode.mode === 'explicit_consent_to_process';
  return {
    processingConsentText: options.processingConsentText,
    processingConsentCheckboxLabel: explicit ? mode.processingLabel : '',
    processingConsentFooterText: explicit ? options.processingConsentFooterText : '',
    communicationConsentText: options.communicationConsentText,
    privacyPolicyText: options.privacyPolicyText,
  };
}

/**
 * The page without its query and fragment (decision 145): which page showed the form is the proof;
 * a query may carry an address, a campaign id or a token, and would outlive the purge in the record.
 */
function withoutQuery(pageUri: string): string {
  return pageUri.split(/[?#]/, 1)[0] ?? '';
}

export function buildConsentRecord(context: ConsentContext): ConsentRecord {
  const { definition, form } = context;
  const mode = consentModeOf(definition);
  const block = form.legalConsentOptions;
  const consent = consentBlockOf(form);
  const interest = block && 'legitimateInterest' in block ? block.legitimateInterest : undefined;
  const ticked = new Map(
    (consent?.communications ?? []).map((item) => [String(item.subscriptionTypeId), item.value]),
  );
  const updatedAt = (definition as { updatedAt?: unknown }).updatedAt;
  const email = emailOf(definition, form);
  return {
    formId: context.formId,
    formUpdatedAt: typeof updatedAt === 'number' ? updatedAt : null,
    language: context.language,
    pageUri: withoutQuery(form.context.pageUri),
    pageName: form.context.pageName,
    submittedAt: form.submittedAt,
    recordedAt: context.now,
    policyVersion: context.policyVersion,
    // The form is only submitted in a mode it can send (accept-lead refuses the rest).
    ...(mode.mode === 'unsendable' ? {} : { consentMode: mode.mode }),
    consentToProcess: consent?.consentToProcess ?? false,
    processingText: consent?.text ?? '',
    ...(interest
      ? {
          legitimateInterest: {
            subscriptionTypeId: String(interest.subscriptionTypeId),
            legalBasis: interest.legalBasis,
            ...(mode.mode === 'legitimate_interest' && mode.otherSubscriptionTypeIds.length > 0
              ? { notRecordedSubscriptionTypeIds: mode.otherSubscriptionTypeIds.map(String) }
              : {}),
          },
        }
      : {}),
    shownTexts: shownTextsOf(mode),
    checkboxes: communicationCheckboxesOf(mode).map((checkbox) => ({
      subscriptionTypeId: consentKey(checkbox),
      label: checkbox.label,
      required: checkbox.required,
      ticked: ticked.get(consentKey(checkbox)) === true,
    })),
    subjectHash: email ? subjectHash(email, context.subjectKey) : null,
  };
}
