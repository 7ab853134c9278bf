import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIdempotencyKey } from '../../forms/contract.ts';
import { newIdempotencyKey, nextAttempt } from './submission-attempt.ts';

describe('newIdempotencyKey', () => {
  it('is a UUID v4 the server accepts, whatever the random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (random) => {
        const key = newIdempotencyKey({
          getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
            (array as unknown as Uint8Array).set(random);
            return array;
          },
        });
        expect(isIdempotencyKey(key)).toBe(true);
        expect(key[14]).toBe('4');
        expect('89ab').toContain(key[19]);
      }),
    );
  });

  it('differs between calls', () => {
    expect(new Set(Array.from({ length: 50 }, () => newIdempotencyKey())).size).toBe(50);
  });
});

describe('nextAttempt', () => {
  const values = { firstname: 'Jane', topics: ['a', 'b'] };
  let built = 0;
  const build = () => ({ n: (built += 1) });

  it('starts a new request with its own key when nothing is unsettled', () => {
    const first = nextAttempt(undefined, values, build);
    const second = nextAttempt(undefined, values, build);
    expect(first.key).not.toBe(second.key);
    expect(first.body).not.toEqual(second.body);
  });

  it('resends the unsettled request as it was when the values are unchanged', () => {
    const unsettled = nextAttempt(undefined, values, build);
    const again = nextAttempt(unsettled, { firstname: 'Jane', topics: ['a', 'b'] }, build);
    expect(again).toBe(unsettled);
  });

  it('makes a new request with a new key once a value has changed', () => {
    const unsettled = nextAttempt(undefined, values, build);
    const changed = nextAttempt(unsettled, { ...values, firstname: 'Janet' }, build);
    expect(changed.key).not.toBe(unsettled.key);
    expect(changed.body).not.toEqual(unsettled.body);
  });
});
