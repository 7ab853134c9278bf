import { createHmac } from 'node:crypto';

/** JSON with object keys sorted at every level: the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

/**
 * Identifies a request body for Idempotency-Key replays (whitespace and key order do not matter).
 * Keyed (HMAC-SHA256 with the consent hash key, decision 145): an unkeyed hash let anyone holding
 * the database confirm a guessed submission.
 */
export function bodyHash(body: unknown, key: string): string {
  return createHmac('sha256', key).update(canonicalJson(body), 'utf8').digest('hex');
}
