import { randomUUID } from 'node:crypto';
import type { ReceivedBody } from '../../src/forms/contract.ts';
import { wireValuesOf } from '../../src/forms/submission.ts';
import { validateValues } from '../../src/forms/values-schema.ts';
import { PRIVACY_POLICY_VERSION } from '../../src/config/policy-versions.ts';
import type { ErrorCode } from '../errors.ts';
import { bodyHash } from './body-hash.ts';
import { canonicalForm } from './canonical-form.ts';
import { claimFitsConsentMode } from './consent-claim.ts';
import { buildConsentRecord } from './consent-record.ts';
import { duplicateFieldErrors, fieldErrorsForClient } from './field-errors.ts';
import type { FormCatalog } from '../hubspot/form-catalog.ts';
import { HeldCap, IntakeCeiling, type HeldCapDeps } from '../limits/intake-limits.ts';
import type { WindowCounter } from '../limits/window-counter.ts';
import type { GroupCommitter } from '../outbox/group-commit.ts';
import { spamReason, type SpamCounter, type SpamReason } from './spam.ts';

/** One contact request as the send route hands it over, already checked for shape. */
export interface LeadRequest {
  readonly body: ReceivedBody;
  /** The body as sent, for the idempotency check: a resend must be the same bytes' meaning. */
  readonly rawBody: unknown;
  readonly clientIp: string;
  readonly idempotencyKey: string | undefined;
}

export type AcceptOutcome =
  | {
      readonly kind: 'accepted';
      readonly id: string;
      /** The same Idempotency-Key and body were accepted before: nothing new was stored. */
      readonly replayed: boolean;
      /** Suspected spam, stored as `held`: answered like any lead, never delivered on its own. */
      readonly spam: SpamReason | undefined;
      /** Suspected spam past HELD_LEADS_MAX: answered the same, but not stored. */
      readonly dropped?: true;
    }
  | { readonly kind: 'refused'; readonly code: ErrorCode; readonly fields?: Record<string, string> }
  | {
      readonly kind: 'unavailable';
      readonly code: 'FORM_UNAVAILABLE' | 'STORE_UNAVAILABLE' | 'INTAKE_SATURATED';
      readonly retryAfterSeconds: number;
      readonly error?: unknown;
    };

export type AcceptLead = (request: LeadRequest) => Promise<AcceptOutcome>;

/**
 * The use case behind POST /open/hubspot/send: validate the values against the form's
 * definition with the client's own schema, store what our form would have built from them,
 * sort out suspected spam, and commit the lead with its consent record to the outbox. A lead
 * is accepted only once it is committed: the caller answers 200 only for `accepted`.
 */
export interface AcceptLeadOptions {
  readonly spamMinFillMs: number;
  /** Leads (not suspected spam) taken in per minute across all clients; 0 = no ceiling. */
  readonly intakePerMinute: number;
  /** Held (suspected spam) leads kept at most; 0 = no cap. */
  readonly heldMax: number;
  /** Told, at most once a minute, that suspected spam is no longer stored. */
  readonly warnHeldFull: (heldCount: number) => void;
}

/** What the intake works with, each from its own stage (app.ts hands them over). */
export interface IntakeDeps {
  /** The HubSpot client's form reader (server/hubspot/hubspot-client.ts). */
  readonly catalog: Pick<FormCatalog, 'get'>;
  /** The outbox: the committer stores each lead, the store counts the held ones. */
  readonly committer: Pick<GroupCommitter, 'submit'>;
  readonly store: HeldCapDeps['store'];
  /** The intake ceiling's windows, shared by every instance on PostgreSQL (decision 097). */
  readonly windows: WindowCounter | undefined;
  readonly spam: SpamCounter;
  /** Key of the consent record's e-mail HMAC (consent-secret.ts). */
  readonly consentKey: string;
  /** `hubspot`: a new lead waits for delivery; `local`: no credentials, it stays in the outbox. */
  readonly mode: 'hubspot' | 'local';
}

export function createAcceptLead(intake: IntakeDeps, options: AcceptLeadOptions): AcceptLead {
  const ceiling = new IntakeCeiling(options.intakePerMinute, Date.now, intake.windows);
  const heldCap = new HeldCap({ store: intake.store, max: options.heldMax, warn: options.warnHeldFull });
  return async ({ body, rawBody, clientIp, idempotencyKey }) => {
    const found = await intake.catalog.get(body.formId);
    if (found.kind === 'not-found') return { kind: 'refused', code: 'UNKNOWN_FORM' };
    if (found.kind === 'unavailable') {
      return { kind: 'unavailable', code: 'FORM_UNAVAILABLE', retryAfterSeconds: 30 };
    }
    const { id: formId, definition, language } = found.form;
    // A consent block of another mode is refused before anything else is read (decision 099).
    if (!claimFitsConsentMode(definition, body.form)) {
      return { kind: 'refused', code: 'CONSENT_MODE_MISMATCH' };
    }

    const fields = {
      ...fieldErrorsForClient(validateValues(definition, wireValuesOf(body.form, definition))),
      ...duplicateFieldErrors(body.form),
    };
    if (Object.keys(fields).length > 0) return { kind: 'refused', code: 'VALIDATION_FAILED', fields };
    const form = canonicalForm(formId, definition, body.form);

    const spam = spamReason(body, form.submittedAt, options.spamMinFillMs);
    if (spam) intake.spam.add(spam);
    if (spam && (await heldCap.isFull())) {
      // R16.4 keeps suspected spam, up to a bound (decision 088); the answer is the same.
      return { kind: 'accepted', id: randomUUID(), replayed: false, spam, dropped: true };
    }
    if (!spam) {
      const place = await ceiling.take();
      if (!place.ok) {
        return { kind: 'unavailable', code: 'INTAKE_SATURATED', retryAfterSeconds: place.retryAfterSeconds };
      }
    }

    const now = Date.now();
    try {
      const outcome = await intake.committer.submit({
        id: randomUUID(),
        formId,
        form,
        clientIp,
        consent: buildConsentRecord({
          formId,
          definition,
          form,
          language,
          policyVersion: PRIVACY_POLICY_VERSION,
          now,
          subjectKey: intake.consentKey,
        }),
        state: spam ? 'held' : intake.mode === 'hubspot' ? 'pending' : 'local',
        holdReason: spam,
        createdAt: now,
        idempotencyKey,
        // Only a resend with its key is ever compared (decision 145).
        bodyHash: idempotencyKey === undefined ? undefined : bodyHash(rawBody, intake.consentKey),
      });
      if (outcome.kind === 'conflict') return { kind: 'refused', code: 'IDEMPOTENCY_KEY_REUSED' };
      if (spam && outcome.kind === 'created') heldCap.stored();
      return { kind: 'accepted', id: outcome.id, replayed: outcome.kind === 'replayed', spam };
    } catch (error) {
      return { kind: 'unavailable', code: 'STORE_UNAVAILABLE', retryAfterSeconds: 5, error };
    }
  };
}
