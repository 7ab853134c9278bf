import { IDEMPOTENCY_KEY_HEADER, XSRF_TOKEN_INVALID } from '../../forms/contract.ts';
import { apiFetch } from './api-fetch.ts';

/**
 * Sends the contact request and sorts the answer (docs/requirements.md R7.7, R11.4, R12):
 * - success: a 2xx answer that is neither falsy nor carries a truthy `error`;
 * - rejected: a falsy answer or one with a truthy `error` field (our server's
 *   4xx `{ error, message, fields? }` too): the error message shows and the
 *   server's field errors go on their fields;
 * - failure: an HTTP failure (no answer, an answer that is not JSON, a 5xx, or
 *   a non-2xx without an `error` field): the error flag is set and the console
 *   logs 'An unexpected error has occurred'.
 * (docs/decisions/052-contact-submission-outcomes.md)
 */
export type SendResult =
  | { readonly kind: 'success' }
  | { readonly kind: 'rejected'; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'failure'; readonly reason: string };

export const UNEXPECTED_ERROR = 'An unexpected error has occurred';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldCodes(answer: unknown): Record<string, string> {
  if (!isRecord(answer) || !isRecord(answer['fields'])) return {};
  return Object.fromEntries(
    Object.entries(answer['fields']).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export function classifyAnswer(status: number, answer: unknown): SendResult {
  if (status >= 500) return { kind: 'failure', reason: `HTTP ${String(status)}` };
  const refused = !answer || (isRecord(answer) && Boolean(answer['error']));
  if (refused) return { kind: 'rejected', fields: fieldCodes(answer) };
  if (status >= 200 && status < 300) return { kind: 'success' };
  return { kind: 'failure', reason: `HTTP ${String(status)} without an error field` };
}

async function post(url: string, body: unknown, idempotencyKey: string): Promise<Response> {
  return apiFetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
    },
    body: JSON.stringify(body),
  });
}

/**
 * Sends one attempt; the key lets the server store a resent request once
 * (submission-attempt.ts). A token the server no longer accepts (it restarted
 * with a new secret while the form was open) comes back with a fresh cookie:
 * the request is sent once more with it, instead of failing until a reload
 * that would lose what the visitor typed.
 */
export async function sendSubmission(
  url: string,
  body: unknown,
  idempotencyKey: string,
): Promise<SendResult> {
  let status = 0;
  let answer: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    let response: Response;
    try {
      response = await post(url, body, idempotencyKey);
    } catch (error) {
      return { kind: 'failure', reason: String(error) };
    }
    status = response.status;
    try {
      answer = JSON.parse(await response.text());
    } catch {
      return { kind: 'failure', reason: `HTTP ${String(status)}: the answer is not JSON` };
    }
    if (!(status === 403 && isRecord(answer) && answer['error'] === XSRF_TOKEN_INVALID)) break;
  }
  return classifyAnswer(status, answer);
}
