import type { SubmissionForm } from '../../src/forms/contract.ts';
import type { ConsentModeName } from '../../src/forms/legal-consent.ts';

/**
 * A lead in the outbox. `pending` waits for (or is in) delivery to HubSpot;
 * `local` was accepted without HubSpot credentials and stays in the store for
 * the leads CLI; `dead` was refused by HubSpot as invalid (its errors kept);
 * `delivered` reached HubSpot; `held` looked like spam (decision 064): kept,
 * never delivered on its own, released with `leads retry <id>`.
 */
export const LEAD_STATES = ['pending', 'delivered', 'dead', 'local', 'held'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

export function isLeadState(value: unknown): value is LeadState {
  return typeof value === 'string' && (LEAD_STATES as readonly string[]).includes(value);
}

/** Why the last delivery attempt failed; HubSpot's own error list when it gave one. */
export interface DeliveryError {
  readonly at: number;
  readonly message: string;
  readonly status?: number | undefined;
  readonly correlationId?: string | undefined;
  readonly errors?:
    readonly { readonly message: string; readonly errorType?: string | undefined }[] | undefined;
  /** Paused tries of a lead-bounded form fault so far (server/outbox/lead-bound.ts, decision 105). */
  readonly pausedTries?: number | undefined;
}

/**
 * Proof of what a visitor agreed to (GDPR art. 7(1): the controller must be able
 * to demonstrate consent). It outlives the personal data: when a delivered lead
 * is purged, this record stays, tied to the person only by a keyed hash (HMAC) of
 * the e-mail address, so a later request about "my consent" can still be answered
 * by whoever holds the key, and nobody else can test guessed addresses against it
 * (decision 088; the key: server/leads/consent-secret.ts; built by
 * server/leads/consent-record.ts).
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
    /**
     * The form's other subscription types: HubSpot's submission records the basis for one, so
     * these were shown but not recorded (decisions 099, 105). Absent when the form has one.
     */
    readonly notRecordedSubscriptionTypeIds?: readonly string[];
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
  /** HMAC-SHA256 of the trimmed, lower-cased e-mail address, or null when the form has none. */
  readonly subjectHash: string | null;
}

export interface NewLead {
  readonly id: string;
  readonly formId: string;
  readonly form: SubmissionForm;
  readonly clientIp: string;
  readonly consent: ConsentRecord;
  readonly state: 'pending' | 'local' | 'held';
  /** Why a `held` lead is held (the spam check's reason); shown as its last error. */
  readonly holdReason?: string | undefined;
  readonly createdAt: number;
  readonly idempotencyKey?: string | undefined;
  /**
   * Keyed hash of the request body, to tell a retry from a reuse of the Idempotency-Key; only
   * with a key (server/leads/body-hash.ts), and cleared with the lead's data (decision 145).
   */
  readonly bodyHash?: string | undefined;
}

export interface Lead {
  readonly id: string;
  readonly formId: string;
  readonly state: LeadState;
  /** null once the personal data is purged. */
  readonly form: SubmissionForm | null;
  readonly clientIp: string | null;
  readonly consent: ConsentRecord;
  /** Delivery attempts started. */
  readonly attempts: number;
  readonly nextAttemptAt: number;
  readonly leaseUntil: number | null;
  readonly lastError: DeliveryError | null;
  readonly createdAt: number;
  readonly deliveredAt: number | null;
  readonly purgedAt: number | null;
}

export type InsertOutcome =
  | { readonly kind: 'created'; readonly id: string }
  | { readonly kind: 'replayed'; readonly id: string }
  | { readonly kind: 'conflict' };

/** A held lead's "last error": why it waits, and how to send it on (both stores write it). */
export function heldNote(lead: NewLead): DeliveryError {
  return {
    at: lead.createdAt,
    message: `held as suspected spam (${lead.holdReason ?? 'unknown'}); "leads retry ${lead.id}" sends it on`,
  };
}
