import type { SubmissionForm } from '../../src/forms/contract.ts';
import type { ConfigFaultCause, FaultDetail } from './delivery-status.ts';
import type { DeliveryError, Lead } from './lead.ts';

/**
 * What one delivery attempt came to, as the worker acts on it (the HubSpot call that answers it:
 * server/hubspot/submit.ts):
 * - `delivered`: 2xx.
 * - `rejected`: HubSpot refuses the lead itself (400-class validation answers):
 *   retrying cannot help; it becomes a dead letter with HubSpot's errors[].
 * - `config`: HubSpot refuses every lead for a reason of ours: 401/403 (the token),
 *   404 (portal or form), a form that requires CAPTCHA, an errorType of the form's
 *   configuration (server/hubspot/submit-errors.ts). Delivery pauses (decision 088).
 *   With `pausedTries`, a type one lead can cause: after that many paused tries of this lead it
 *   is a dead letter instead (decision 105).
 * - `resend`: HubSpot refused context the server added (the tracking cookie, the client IP):
 *   the worker sends `form` / `clientIp`, the lead without it, once more at once, under a slot
 *   of the outbound budget; only HubSpot's copy changes, the stored lead stays as it was.
 * - `failed`: 429, 5xx, timeouts and network errors: retried later.
 */
export type SubmitOutcome =
  | { readonly kind: 'delivered'; readonly status: number }
  | { readonly kind: 'rejected'; readonly status: number; readonly error: DeliveryError }
  | {
      readonly kind: 'config';
      readonly status: number;
      readonly cause: ConfigFaultCause;
      readonly error: DeliveryError;
      /** The form and errorTypes of a `form-configuration` or `captcha-required` fault. */
      readonly detail?: FaultDetail | undefined;
      readonly pausedTries?: number | undefined;
    }
  | {
      readonly kind: 'resend';
      readonly status: number;
      readonly form: SubmissionForm;
      readonly clientIp: string | null;
      readonly errorTypes: readonly string[];
    }
  | {
      readonly kind: 'failed';
      readonly status?: number | undefined;
      readonly retryAfterMs?: number | undefined;
      readonly error: DeliveryError;
    };

/** The one way the worker reaches HubSpot: it is handed this function and calls nothing else. */
export type SubmitLead = (lead: Lead & { form: NonNullable<Lead['form']> }) => Promise<SubmitOutcome>;
