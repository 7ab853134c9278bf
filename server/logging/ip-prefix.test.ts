import { describe, expect, it } from 'vitest';
import { ipPrefix, rateLimitKey } from './ip-prefix.ts';

describe('rateLimitKey', () => {
  it.each([
    ['203.0.113.77', '203.0.113.77'],
    ['::ffff:203.0.113.77', '203.0.113.77'],
    ['::ffff:cb00:714d', '203.0.113.77'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::'],
    ['2001:db8:1:2::ffff:1.2.3.4', '2001:db8:1:2::'],
    ['2001:db8::1', '2001:db8:0:0::'],
    ['fe80::1%eth0', 'fe80:0:0:0::'],
    ['not an address', 'not an address'],
  ])('keys %s on %s', (ip, key) => {
    expect(rateLimitKey(ip)).toBe(key);
  });
});

describe('ipPrefix for logs', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['::ffff:203.0.113.77', '203.0.113.0'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::'],
  ])('cuts %s to %s', (ip, prefix) => {
    expect(ipPrefix(ip, { v4: 24, v6: 48 })).toBe(prefix);
  });
});
