import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bodyHash, canonicalJson } from './body-hash.ts';

const KEY = 'consent-key-consent-key-consent-k';

describe('bodyHash', () => {
  it('ignores key order and whitespace', () => {
    expect(bodyHash(JSON.parse('{"b": [1, {"y": 2, "x": 1}], "a": "z"}'), KEY)).toBe(
      bodyHash({ a: 'z', b: [1, { x: 1, y: 2 }] }, KEY),
    );
    expect(canonicalJson({ b: 1, a: [true, null] })).toBe('{"a":[true,null],"b":1}');
  });

  it('differs when any value differs', () => {
    expect(bodyHash({ a: 1 }, KEY)).not.toBe(bodyHash({ a: 2 }, KEY));
    expect(bodyHash({ a: [1, 2] }, KEY)).not.toBe(bodyHash({ a: [2, 1] }, KEY));
  });

  it('is keyed: without the key a guessed body cannot be confirmed (decision 145)', () => {
    const body = { email: 'mario.rossi@example.com' };
    expect(bodyHash(body, KEY)).not.toBe(bodyHash(body, 'another-key-another-key-another-k'));
    expect(bodyHash(body, KEY)).not.toBe(createHash('sha256').update(canonicalJson(body)).digest('hex'));
  });
});
