import type { SubmissionForm } from '../../src/forms/contract.ts';
import type { ConfigFaultCause, FaultDetail } from '../outbox/delivery-status.ts';
import { parseRetryAfter } from '../outbox/retry-policy.ts';
import type { SubmitOutcome } from '../outbox/submit-outcome.ts';
import { trimTrailingSlashes } from '../trim-slashes.ts';
import { errorFromBody } from './error-body.ts';
import { NO_REDIRECTS, redirectError } from './redirect.ts';
import { deliverableSubmittedAt } from './late-leads.ts';
import {
  classifyErrors,
  CONTEXT_KEYS,
  LEAD_BOUNDED_FORM_TYPES,
  namedFields,
  PAUSED_TRIES,
} from './submit-errors.ts';

export interface SubmitConfig {
  readonly submitUrl: string;
  readonly portalId: string;
  readonly accessToken: string;
  readonly timeoutMs: number;
  /** Told HubSpot's status for each call, undefined when none came (metrics, decision 088). */
  readonly onAnswer?: (status: number | undefined) => void;
  /** Told each errorType the classification does not know (metrics, decision 100). */
  readonly onUnknownErrorType?: (errorType: string) => void;
  /** The one fetch every HubSpot call goes through (tests give one with their own dispatcher). */
  readonly fetch?: typeof fetch;
}

/** Statuses that say "this submission is wrong" rather than "try later". */
const REJECTING = new Set([400, 409, 410, 413, 415, 422]);

const CAPTCHA_ERROR = 'FORM_HAS_RECAPTCHA_ENABLED';

type Lead = { readonly formId: string; readonly form: SubmissionForm; readonly clientIp: string | null };

export function submitUrl(config: SubmitConfig, formId: string): string {
  const base = trimTrailingSlashes(config.submitUrl);
  return `${base}/submissions/v3/integration/secure/submit/${encodeURIComponent(config.portalId)}/${encodeURIComponent(formId)}`;
}

/**
 * What HubSpot receives: the stored submission, the client IP, a submittedAt it accepts, written
 * as HubSpot's reference for the submission documents it, a string of milliseconds ("submittedAt
 * string: A millisecond timestamp representing the time of the form submission",
 * developers.hubspot.com, "Submit data to a form (supporting authentication)"; decision 105).
 */
function bodyOf(lead: Lead, now: number): Record<string, unknown> {
  return {
    ...lead.form,
    submittedAt: String(deliverableSubmittedAt(lead.form.submittedAt, now)),
    context: {
      ...lead.form.context,
      ...(lead.clientIp ? { ipAddress: lead.clientIp } : {}),
    },
  };
}

/** The lead without the context HubSpot refused, or undefined when it carries none of it. */
function withoutContext(lead: Lead, errorTypes: readonly string[]): Lead | undefined {
  const keys = new Set(errorTypes.map((type) => CONTEXT_KEYS[type]));
  const { hutk, ...context } = lead.form.context;
  const dropHutk = keys.has('hutk') && hutk !== undefined;
  const dropIp = keys.has('ipAddress') && lead.clientIp !== null;
  if (!dropHutk && !dropIp) return undefined;
  return {
    ...lead,
    form: { ...lead.form, context: dropHutk ? context : lead.form.context },
    clientIp: dropIp ? null : lead.clientIp,
  };
}

type Answer = { readonly status: number; readonly text: string; readonly retryAfter: string | null };

/** HubSpot's answer, or why none came. */
async function post(
  config: SubmitConfig,
  formId: string,
  body: unknown,
): Promise<Answer | { readonly failure: string } | { readonly redirect: string; readonly status: number }> {
  try {
    const response = await (config.fetch ?? fetch)(submitUrl(config, formId), {
      method: 'POST',
      headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
      ...NO_REDIRECTS,
    });
    config.onAnswer?.(response.status);
    const redirect = redirectError(response);
    if (redirect !== undefined) {
      await response.body?.cancel();
      return { redirect, status: response.status };
    }
    const text = await response.text();
    return { status: response.status, text, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    config.onAnswer?.(undefined);
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      failure: timedOut
        ? `no answer within ${String(config.timeoutMs)} ms`
        : `network error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

function authOrPlace(status: number): ConfigFaultCause | undefined {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'form-not-found';
  return undefined;
}

/** A 4xx/5xx answer, classified (submit-errors.ts says where each errorType belongs). */
function outcomeOf(config: SubmitConfig, formId: string, answer: Answer, now: number): SubmitOutcome {
  const error = errorFromBody(answer.status, answer.text, now);
  const cause = authOrPlace(answer.status);
  if (cause) return { kind: 'config', status: answer.status, cause, error };
  const verdict = answer.status === 400 ? classifyErrors(error.errors) : undefined;
  if (verdict?.place === 'form') {
    const detail: FaultDetail = { formId, errorTypes: verdict.errorTypes };
    const captchaOnly = verdict.errorTypes.every((type) => type === CAPTCHA_ERROR);
    const bounded = verdict.errorTypes.every((type) => LEAD_BOUNDED_FORM_TYPES.has(type));
    return {
      kind: 'config',
      status: answer.status,
      cause: captchaOnly ? 'captcha-required' : 'form-configuration',
      error,
      detail,
      ...(bounded ? { pausedTries: PAUSED_TRIES } : {}),
    };
  }
  if (verdict?.place === 'unknown') for (const type of verdict.errorTypes) config.onUnknownErrorType?.(type);
  if (verdict?.place === 'lead' || verdict?.place === 'unknown') {
    // The dead letter says which field and which type at a glance; errors[] keeps HubSpot's texts.
    const named = namedFields(error.errors ?? []).join('; ');
    return {
      kind: 'rejected',
      status: answer.status,
      error: { ...error, message: `${error.message} (${named})` },
    };
  }
  if (REJECTING.has(answer.status)) return { kind: 'rejected', status: answer.status, error };
  return {
    kind: 'failed',
    status: answer.status,
    retryAfterMs: parseRetryAfter(answer.retryAfter, now),
    error,
  };
}

/**
 * One delivery to HubSpot's secure form submission (v3), classified for the delivery worker
 * (SubmitOutcome says what each kind means). A lead refused only for context the server added
 * (INVALID_HUTK, INVALID_IP_ADDRESS) comes back as `resend`, the lead without it: the worker sends
 * it again at once, under a slot of the outbound budget (decision 105).
 */
export async function submitToHubspot(
  config: SubmitConfig,
  lead: Lead,
  now: () => number = Date.now,
): Promise<SubmitOutcome> {
  const answer = await post(config, lead.formId, bodyOf(lead, now()));
  if ('failure' in answer) return { kind: 'failed', error: { at: now(), message: answer.failure } };
  if ('redirect' in answer) {
    // Retried with backoff like an outage: the address is wrong or moved, the lead waits safely.
    return {
      kind: 'failed',
      status: answer.status,
      retryAfterMs: undefined,
      error: { at: now(), status: answer.status, message: answer.redirect },
    };
  }
  if (answer.status >= 200 && answer.status < 300) return { kind: 'delivered', status: answer.status };
  if (answer.status === 400) {
    const verdict = classifyErrors(errorFromBody(answer.status, answer.text, now()).errors);
    const resend = verdict?.place === 'context' ? withoutContext(lead, verdict.errorTypes) : undefined;
    if (resend && verdict?.place === 'context') {
      return {
        kind: 'resend',
        status: answer.status,
        form: resend.form,
        clientIp: resend.clientIp,
        errorTypes: verdict.errorTypes,
      };
    }
  }
  return outcomeOf(config, lead.formId, answer, now());
}
