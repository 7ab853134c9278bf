/**
 * One logical contact request, as sent to our server. When an attempt ends
 * without a known outcome (no answer, a 5xx: the lead may or may not have been
 * stored), pressing Submit again with unchanged values resends the very same
 * body under the same Idempotency-Key, so the server keeps the lead once
 * (server/leads/send-route.ts). Changed values make a new request with a new key:
 * the server refuses a key reused for another body.
 */
export interface SubmissionAttempt {
  readonly key: string;
  /** The form values the body was built from, serialised for comparison. */
  readonly values: string;
  readonly body: Readonly<Record<string, unknown>>;
}

/** A random UUID v4; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(source: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The attempt to send now: the unsettled one again when the values have not
 * changed since, otherwise a new one built by `buildBody`.
 */
export function nextAttempt(
  unsettled: SubmissionAttempt | undefined,
  values: unknown,
  buildBody: () => Readonly<Record<string, unknown>>,
): SubmissionAttempt {
  const serialised = JSON.stringify(values);
  if (unsettled?.values === serialised) return unsettled;
  return { key: newIdempotencyKey(), values: serialised, body: buildBody() };
}
