import { createHmac } from 'node:crypto';
import type { FormDefinition } from '../../src/forms/definition.ts';
import { isEmailField } from '../../src/forms/field-rules.ts';
import {
  communicationCheckboxesOf,
  consentKey,
  consentModeOf,
  type ConsentMode,
  type ConsentModeName,
} from '../../src/forms/legal-consent.ts';
import { consentBlockOf, type SubmissionForm } from '../../src/forms/contract.ts';
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
   * The form's consent mode that applied (decision 099). Records from before it lack the field:
   * they were all sent as consent to process.
   */
  readonly consentMode?: ConsentModeName;
  /**
   * Consent to process the request: true on implicit forms (sending is the consent, with the fixed
   * text of docs/requirements.md R10.5) and on explicit ones (the box was ticked, with its label as
   * the text: an unticked box is refused); false with legitimate interest and without consent
   * options, where nothing was asked.
   */
  readonly consentToProcess: boolean;
  readonly processingText: string;
  /** Legitimate interest: what HubSpot was sent as the basis; the notice is `privacyPolicyText`. */
  readonly legitimateInterest?: {
    readonly subscriptionTypeId: string;
    readonly legalBasis: 'LEAD' | 'CUSTOMER';
  };
  /** The texts the form showed, from the definition the server validated against. */
  readonly shownTexts: {
    readonly processingConsentText: string;
    /** The explicit form's processing checkbox label and the text under it ('' elsewhere). */
    readonly processingConsentCheckboxLabel?: string;
    readonly processingConsentFooterText?: string;
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
    pageUri: form.context.pageUri,
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
    subjectHashScheme: 'hmac-sha256',
  };
}
