import type { SubmissionForm } from '../../src/forms/contract.ts';
import type { ConfigFaultCause } from '../outbox/delivery-status.ts';
import type { DeliveryError } from '../outbox/lead.ts';
import { parseRetryAfter } from '../outbox/retry-policy.ts';
import type { SubmitOutcome } from '../outbox/submit-outcome.ts';
import { trimTrailingSlashes } from '../trim-slashes.ts';

export interface SubmitConfig {
  readonly submitUrl: string;
  readonly portalId: string;
  readonly accessToken: string;
  readonly timeoutMs: number;
  /** Told HubSpot's status for each call, undefined when none came (metrics, decision 090). */
  readonly onAnswer?: (status: number | undefined) => void;
}

/** Statuses that say "this submission is wrong" rather than "try later". */
const REJECTING = new Set([400, 409, 410, 413, 415, 422]);

/** HubSpot's error type for a submission to a form with CAPTCHA on. */
const CAPTCHA_ERROR = 'FORM_HAS_RECAPTCHA_ENABLED';

function configFault(status: number, error: DeliveryError): ConfigFaultCause | undefined {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'form-not-found';
  if (error.errors?.some((item) => item.errorType === CAPTCHA_ERROR)) return 'captcha-required';
  return undefined;
}

interface HubspotErrorBody {
  message?: unknown;
  correlationId?: unknown;
  errors?: unknown;
}

function errorFromBody(status: number, text: string, now: number): DeliveryError {
  let body: HubspotErrorBody = {};
  try {
    body = JSON.parse(text) as HubspotErrorBody;
  } catch {
    // Not JSON (a proxy's HTML page): keep the start of the text.
  }
  const errors = Array.isArray(body.errors)
    ? body.errors
        .filter(
          (item): item is { message: unknown; errorType?: unknown } =>
            typeof item === 'object' && item !== null,
        )
        .map((item) => ({
          message: String(item.message),
          ...(typeof item.errorType === 'string' ? { errorType: item.errorType } : {}),
        }))
    : undefined;
  return {
    at: now,
    status,
    message: typeof body.message === 'string' ? body.message : text.slice(0, 300) || `HTTP ${String(status)}`,
    ...(typeof body.correlationId === 'string' ? { correlationId: body.correlationId } : {}),
    ...(errors ? { errors } : {}),
  };
}

export function submitUrl(config: SubmitConfig, formId: string): string {
  const base = trimTrailingSlashes(config.submitUrl);
  return `${base}/submissions/v3/integration/secure/submit/${encodeURIComponent(config.portalId)}/${encodeURIComponent(formId)}`;
}

/**
 * One call to HubSpot's secure form submission (v3), classified for the delivery worker
 * (SubmitOutcome says what each kind means).
 */
export async function submitToHubspot(
  config: SubmitConfig,
  lead: { readonly formId: string; readonly form: SubmissionForm; readonly clientIp: string | null },
  now: () => number = Date.now,
): Promise<SubmitOutcome> {
  const body = {
    ...lead.form,
    context: { ...lead.form.context, ...(lead.clientIp ? { ipAddress: lead.clientIp } : {}) },
  };
  let response: Response;
  let text: string;
  try {
    response = await fetch(submitUrl(config, lead.formId), {
      method: 'POST',
      headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    config.onAnswer?.(undefined);
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      kind: 'failed',
      error: {
        at: now(),
        message: timedOut
          ? `no answer within ${String(config.timeoutMs)} ms`
          : `network error: ${error instanceof Error ? error.message : String(error)}`,
      },
    };
  }
  config.onAnswer?.(response.status);
  if (response.ok) return { kind: 'delivered', status: response.status };
  const error = errorFromBody(response.status, text, now());
  const cause = configFault(response.status, error);
  if (cause) return { kind: 'config', status: response.status, cause, error };
  if (REJECTING.has(response.status)) return { kind: 'rejected', status: response.status, error };
  return {
    kind: 'failed',
    status: response.status,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now()),
    error,
  };
}
