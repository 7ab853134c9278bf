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
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorBody {
  readonly error: ErrorCode;
  readonly message: string;
  readonly fields?: Readonly<Record<string, string>>;
}

export function errorBody(code: ErrorCode, message?: string, fields?: Record<string, string>): ErrorBody {
  return { error: code, message: message ?? ERROR_CODES[code].message, ...(fields ? { fields } : {}) };
}

/** The registry code for a framework-raised client error status. */
export function codeForStatus(status: number): ErrorCode {
  const match = (Object.keys(ERROR_CODES) as ErrorCode[]).find((code) => ERROR_CODES[code].status === status);
  if (match) return match;
  return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
}
