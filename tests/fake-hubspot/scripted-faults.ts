import { RATE_LIMITED, SERVER_ERROR, type HubspotFieldError } from './answers.ts';

/**
 * The fake's mode, switched in code (setMode) or over HTTP (POST /__fake/mode): normal, with an
 * optional delay before accepting a submission; an outage (500s or hanging calls); rate limiting
 * (429 + Retry-After); a redirect; or validation errors on submit.
 */
export type FakeMode =
  | { readonly kind: 'ok'; readonly latencyMs?: number }
  | { readonly kind: 'error'; readonly status?: number }
  | { readonly kind: 'hang' }
  | { readonly kind: 'rate-limit'; readonly retryAfterSeconds: number }
  /** Every call answered with a redirect to `location` (a moved or hijacked host; decision 146). */
  | { readonly kind: 'redirect'; readonly location: string; readonly status?: number }
  | {
      readonly kind: 'reject';
      readonly errors?: readonly HubspotFieldError[];
      /** Refuse only the submission with this e-mail address (the others are judged as usual). */
      readonly onlyEmail?: string;
    };

/** The answer a mode puts in place of HubSpot's, to a forms or submit call. */
export type FaultAnswer =
  | { readonly status: 'hang' }
  | { readonly status: number; readonly body: unknown; readonly headers?: Record<string, string> };

/** The outage or rate limit of the mode, if it has one: every call meets it. */
export function faultAnswer(mode: FakeMode): FaultAnswer | undefined {
  switch (mode.kind) {
    case 'hang':
      return { status: 'hang' };
    case 'error':
      return { status: mode.status ?? 500, body: SERVER_ERROR() };
    case 'redirect':
      return { status: mode.status ?? 307, body: {}, headers: { location: mode.location } };
    case 'rate-limit':
      return {
        status: 429,
        body: RATE_LIMITED(),
        headers: { 'retry-after': String(mode.retryAfterSeconds) },
      };
    default:
      return undefined;
  }
}

/** The e-mail field of a submission body, if any. */
function emailOf(body: Record<string, unknown>): unknown {
  const fields = Array.isArray(body['fields'])
    ? (body['fields'] as { name?: unknown; value?: unknown }[])
    : [];
  return fields.find((field) => field.name === 'email')?.value;
}

/** The errors a 'reject' mode answers to this submission; undefined when it is judged as usual. */
export function scriptedRejection(
  mode: FakeMode,
  body: Record<string, unknown>,
): HubspotFieldError[] | undefined {
  if (mode.kind !== 'reject') return undefined;
  if (mode.onlyEmail !== undefined && emailOf(body) !== mode.onlyEmail) return undefined;
  return [
    ...(mode.errors ?? [
      { message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' },
    ]),
  ];
}

/** How long the mode delays an accepted submission, in milliseconds. */
export const scriptedLatency = (mode: FakeMode): number => (mode.kind === 'ok' ? (mode.latencyMs ?? 0) : 0);
