import type { FastifyReply } from 'fastify';
import { XSRF_TOKEN_INVALID, type ErrorAnswer } from '../src/forms/contract.ts';

/**
 * The one registry of API error codes. Every error answer is
 * `{ error: CODE, message, fields? }` with the status listed here.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, message: 'The request is malformed.' },
  NOT_FOUND: { status: 404, message: 'No such resource.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request body must be JSON.' },
  INTERNAL: { status: 500, message: 'An unexpected error occurred.' },
  // Lead server (generic codes first: codeForStatus picks the first code of a status).
  FORBIDDEN: { status: 403, message: 'This request is not allowed.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable.' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  INVALID_FORM_ID: { status: 400, message: 'The form id is missing or is not a form GUID.' },
  FORM_NOT_FOUND: { status: 404, message: 'No such form.' },
  FORM_UNAVAILABLE: { status: 503, message: 'The form definition cannot be loaded right now.' },
  CROSS_SITE_REQUEST: { status: 403, message: 'Cross-site requests are refused.' },
  XSRF_TOKEN_INVALID: { status: 403, message: 'The request-forgery token is missing or invalid.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests: try again later.' },
  INVALID_IDEMPOTENCY_KEY: { status: 400, message: 'Idempotency-Key must be a UUID.' },
  INVALID_SUBMISSION: { status: 400, message: 'The body must be { formId, form } as the form sends it.' },
  UNKNOWN_FORM: { status: 400, message: 'The body names a form this site does not have.' },
  VALIDATION_FAILED: { status: 400, message: 'Some fields are not valid.' },
  CONSENT_MODE_MISMATCH: {
    status: 400,
    message: "The body's legalConsentOptions are not the kind this form asks for.",
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was already used with a different body.',
  },
  STORE_UNAVAILABLE: { status: 503, message: 'The request could not be saved: try again shortly.' },
  BODY_TOO_DEEP: { status: 400, message: 'The request body is nested too deeply.' },
  INTAKE_SATURATED: { status: 503, message: 'Too many requests right now: try again shortly.' },
  // More connections open at once than MAX_CONNECTIONS (decision 146).
  SERVER_BUSY: { status: 503, message: 'The server is busy: try again shortly.' },
  // The editor's GitHub login (server/cms/, decision 110).
  CMS_LOGIN_NOT_CONFIGURED: {
    status: 404,
    message:
      'The editor login is not configured on this server (CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET).',
  },
  CMS_UNSUPPORTED_PROVIDER: {
    status: 400,
    message: 'The editor logs in with GitHub only (provider=github).',
  },
  CMS_STATE_INVALID: {
    status: 400,
    message: 'The login could not be matched to this browser: start it again from the editor.',
  },
  CMS_LOGIN_NOT_FROM_EDITOR: {
    status: 403,
    message: 'The editor login starts only from the editor’s own page: open the editor and sign in there.',
  },
  CMS_REFRESH_INVALID: {
    status: 400,
    message:
      'The editor’s token refresh needs grant_type refresh_token, this app’s client_id and a refresh_token.',
  },
  CMS_LOGIN_DENIED: { status: 403, message: 'GitHub did not authorize the editor: the login was cancelled.' },
  CMS_TOKEN_EXCHANGE_FAILED: {
    status: 502,
    message: 'GitHub did not give a token for this login: try again shortly.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

// The codes the client acts on (src/forms/contract.ts) must be registry codes.
XSRF_TOKEN_INVALID satisfies ErrorCode;

export interface ErrorBody extends ErrorAnswer {
  readonly error: ErrorCode;
}

export function errorBody(code: ErrorCode, message?: string, fields?: Record<string, string>): ErrorBody {
  return { error: code, message: message ?? ERROR_CODES[code].message, ...(fields ? { fields } : {}) };
}

/** The registry code each error answer was sent with (metrics count refusals by code). */
const sentCodes = new WeakMap<FastifyReply, ErrorCode>();

/** The code `sendError` answered this reply with, if it did. */
export function sentErrorCode(reply: FastifyReply): ErrorCode | undefined {
  return sentCodes.get(reply);
}

/** Answers with the code's status and body; `message` replaces the registry's default text. */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  options: { readonly message?: string; readonly fields?: Record<string, string> } = {},
): FastifyReply {
  sentCodes.set(reply, code);
  return reply.status(ERROR_CODES[code].status).send(errorBody(code, options.message, options.fields));
}

/** Fastify's body-parsing errors that mean "this is not JSON we can read". */
const MALFORMED_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/**
 * The registry code for an error Fastify (or a plugin) raised: body-parsing
 * failures become MALFORMED_JSON, the rest follow their status.
 */
export function codeForError(status: number, frameworkCode: unknown): ErrorCode {
  if (status === 400 && typeof frameworkCode === 'string' && MALFORMED_BODY_CODES.has(frameworkCode)) {
    return 'MALFORMED_JSON';
  }
  return codeForStatus(status);
}

/** The registry code for a framework-raised client error status. */
export function codeForStatus(status: number): ErrorCode {
  const match = (Object.keys(ERROR_CODES) as ErrorCode[]).find((code) => ERROR_CODES[code].status === status);
  if (match) return match;
  return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
}
