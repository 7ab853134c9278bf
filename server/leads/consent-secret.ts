import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CONSENT_KEY_FILE = 'consent-hash.key';

/**
 * The key of the consent record's e-mail HMAC (decision 088). It must stay the same for as
 * long as consent records are kept, or the operator can no longer find a person's record:
 * - CONSENT_HASH_SECRET when set (the operator keeps it with the other secrets);
 * - else derived from CSRF_SECRET (already a stable, kept secret), under its own label so the
 *   two uses do not share a key;
 * - else a random key written once to DATA_DIR (mode 0600), next to the records it serves.
 */
export function resolveConsentKey(env: {
  readonly CONSENT_HASH_SECRET?: string | undefined;
  readonly CSRF_SECRET?: string | undefined;
  readonly DATA_DIR: string;
}): string {
  if (env.CONSENT_HASH_SECRET !== undefined) return env.CONSENT_HASH_SECRET;
  if (env.CSRF_SECRET !== undefined)
    return createHmac('sha256', env.CSRF_SECRET).update('consent-subject-hash', 'utf8').digest('hex');
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const file = join(env.DATA_DIR, CONSENT_KEY_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32).toString('hex');
  // 'wx': two processes starting at once cannot both write; the loser reads the winner's key.
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
