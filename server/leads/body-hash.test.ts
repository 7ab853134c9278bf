import { describe, expect, it } from 'vitest';
import { bodyHash, canonicalJson } from './body-hash.ts';

describe('bodyHash', () => {
  it('ignores key order and whitespace', () => {
    expect(bodyHash(JSON.parse('{"b": [1, {"y": 2, "x": 1}], "a": "z"}'))).toBe(
      bodyHash({ a: 'z', b: [1, { x: 1, y: 2 }] }),
    );
    expect(canonicalJson({ b: 1, a: [true, null] })).toBe('{"a":[true,null],"b":1}');
  });

  it('differs when any value differs', () => {
    expect(bodyHash({ a: 1 })).not.toBe(bodyHash({ a: 2 }));
    expect(bodyHash({ a: [1, 2] })).not.toBe(bodyHash({ a: [2, 1] }));
  });
});
