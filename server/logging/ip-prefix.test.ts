import { describe, expect, it } from 'vitest';
import { ipPrefix, networkKey, rateLimitKey } from './ip-prefix.ts';

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

describe('networkKey: the wider networks of decision 141', () => {
  it.each([
    ['203.0.113.77', 'ipv4/24', 'ipv4/24:203.0.113.0'],
    ['::ffff:203.0.113.77', 'ipv4/24', 'ipv4/24:203.0.113.0'],
    ['203.0.113.77', 'ipv6/56', undefined],
    ['2001:db8:1:2ab:3:4:5:6', 'ipv4/24', undefined],
    ['2001:db8:1:2ab:3:4:5:6', 'ipv6/56', 'ipv6/56:2001:db8:1:200::'],
    ['2001:db8:1:2ff::1', 'ipv6/56', 'ipv6/56:2001:db8:1:200::'],
    ['2001:db8:1:2ab:3:4:5:6', 'ipv6/48', 'ipv6/48:2001:db8:1::'],
    ['not an address', 'ipv6/48', undefined],
  ] as const)('keys %s on its %s as %s', (ip, network, key) => {
    expect(networkKey(ip, network)).toBe(key);
  });
});
