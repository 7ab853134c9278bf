import type { OutboundBudget } from '../limits/delivery-gates.ts';
import type { DeliveryError, Lead } from './lead.ts';
import type { SubmitLead, SubmitOutcome } from './submit-outcome.ts';

/**
 * Two answers of HubSpot that concern one lead although they look like more (decision 105):
 * context the server added and HubSpot refused (`resend`), and a form errorType one lead can cause
 * (a config outcome with `pausedTries`). The worker asks these two functions what to do.
 */
type Deliverable = Lead & { form: NonNullable<Lead['form']> };

export interface ResendDeps {
  readonly budget: OutboundBudget;
  readonly submit: SubmitLead;
  readonly now: () => number;
  /** Waits for the budget to free a slot; resolves at once once the worker stops. */
  readonly wait: (ms: number) => Promise<void>;
  readonly stopping: () => boolean;
}

/**
 * A `resend` sent: once, at once, under a slot of the outbound budget like every other call
 * (HUBSPOT_RATE_LIMIT is the portal's budget: an uncounted second call could pass it). A second
 * `resend` is not followed: the lead is a dead letter naming the types.
 */
export async function followResend(
  deps: ResendDeps,
  lead: Deliverable,
  outcome: SubmitOutcome,
): Promise<Exclude<SubmitOutcome, { kind: 'resend' }>> {
  if (outcome.kind !== 'resend') return outcome;
  const types = outcome.errorTypes.join(', ');
  let taken = await deps.budget.take(deps.now());
  while ('waitMs' in taken) {
    if (deps.stopping()) {
      return { kind: 'failed', error: { at: deps.now(), message: `not resent without ${types}: stopping` } };
    }
    await deps.wait(taken.waitMs);
    taken = await deps.budget.take(deps.now());
  }
  try {
    const again = await deps.submit({ ...lead, form: outcome.form, clientIp: outcome.clientIp });
    if (again.kind !== 'resend') return again;
    return {
      kind: 'rejected',
      status: again.status,
      error: {
        at: deps.now(),
        status: again.status,
        message: `HubSpot refused the context again after a resend without it (${again.errorTypes.join(', ')})`,
      },
    };
  } finally {
    await deps.budget.finish(taken.slot, deps.now());
  }
}

export type PausedTry =
  | { readonly kind: 'retry'; readonly error: DeliveryError }
  | { readonly kind: 'dead'; readonly error: DeliveryError };

/**
 * A lead-bounded form fault (INVALID_METADATA, MAX_NUMBER_OF_SUBMITTED_VALUES_EXCEEDED): this
 * lead's paused tries so far are counted in its last error; past the bound it is a dead letter
 * naming the types, so one lead can no longer pause everyone's delivery until it expires.
 */
export function pausedTry(
  lead: Lead,
  error: DeliveryError,
  bound: number,
  errorTypes: readonly string[],
): PausedTry {
  const tries = (lead.lastError?.pausedTries ?? 0) + 1;
  if (tries < bound) return { kind: 'retry', error: { ...error, pausedTries: tries } };
  return {
    kind: 'dead',
    error: {
      ...error,
      pausedTries: tries,
      message: `${error.message} (${errorTypes.join(', ')}: refused on ${String(tries)} paused tries, a dead letter)`,
    },
  };
}
