import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newLead } from '../../tests/support/new-lead.ts';
import { subjectHash } from './consent-record.ts';
import { CONSENT_KEY_FILE, resolveConsentKey } from './consent-secret.ts';

const CSRF = 'csrf-secret-csrf-secret-csrf-secret-0123';

describe('the consent record e-mail hash', () => {
  it('is an HMAC: without the key a guessed address cannot be checked against it', () => {
    const lead = newLead({ email: 'Mario.Rossi@example.com ' });
    const plain = createHash('sha256').update('mario.rossi@example.com').digest('hex');
    expect(lead.consent.subjectHash).not.toBe(plain);
    expect(lead.consent.subjectHash).toBe(subjectHash('mario.rossi@example.com', 'test-consent-key'));
  });

  it('uses CONSENT_HASH_SECRET, else a key derived from CSRF_SECRET (stable across restarts)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'consent-key-'));
    const secret = 'x'.repeat(40);
    expect(resolveConsentKey({ CONSENT_HASH_SECRET: secret, CSRF_SECRET: CSRF, DATA_DIR: dir })).toBe(secret);
    const derived = resolveConsentKey({ CSRF_SECRET: CSRF, DATA_DIR: dir });
    expect(derived).not.toBe(CSRF);
    expect(resolveConsentKey({ CSRF_SECRET: CSRF, DATA_DIR: dir })).toBe(derived);
  });

  it('else keeps a random key in DATA_DIR, readable by its owner only, and reuses it', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'consent-file-')), 'data');
    const key = resolveConsentKey({ DATA_DIR: dir });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const file = join(dir, CONSENT_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(key);
    expect(resolveConsentKey({ DATA_DIR: dir })).toBe(key);
  });
});
