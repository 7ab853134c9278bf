import { describe, expect, it } from 'vitest';
import { trackingCodeOrigins } from '../../src/config/hubspot-hosts.ts';
import { cspOrigins } from './csp-origins.ts';

describe("the CSP's image origins", () => {
  it('name only the providers’: every content picture, stories’ included, is a file of the site', () => {
    expect(cspOrigins(trackingCodeOrigins('eu1')).img).toEqual([
      'https://*.hubspot.com',
      'https://i.vimeocdn.com',
    ]);
  });
});
