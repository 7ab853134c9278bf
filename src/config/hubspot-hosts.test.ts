import { describe, expect, it } from 'vitest';
import { trackingScriptOrigins } from '../../tests/fixtures/hubspot-tracking-hosts.ts';
import { HUBSPOT_REGIONS, hubspotHosts, trackingCodeOrigins } from './hubspot-hosts.ts';

describe('HubSpot hosts by region (decision 100)', () => {
  it.each([
    [
      'na1',
      {
        api: 'https://api.hubapi.com',
        submit: 'https://api.hsforms.com',
        share: 'https://share.hsforms.com',
        trackingScript: 'https://js.hs-scripts.com',
      },
    ],
    [
      'na2',
      {
        api: 'https://api-na2.hubapi.com',
        submit: 'https://api-na2.hsforms.com',
        share: 'https://share-na2.hsforms.com',
        trackingScript: 'https://js-na2.hs-scripts.com',
      },
    ],
    [
      'eu1',
      {
        api: 'https://api-eu1.hubapi.com',
        submit: 'https://api-eu1.hsforms.com',
        share: 'https://share-eu1.hsforms.com',
        trackingScript: 'https://js-eu1.hs-scripts.com',
      },
    ],
    [
      'ap1',
      {
        api: 'https://api-ap1.hubapi.com',
        submit: 'https://api-ap1.hsforms.com',
        share: 'https://share-ap1.hsforms.com',
        trackingScript: 'https://js-ap1.hs-scripts.com',
      },
    ],
  ] as const)('%s', (region, hosts) => {
    expect(hubspotHosts(region)).toEqual(hosts);
  });

  it.each(HUBSPOT_REGIONS)(
    '%s: the tracking code loads from the region’s loader and follow-up hosts (decision 103)',
    (region) => {
      expect(trackingCodeOrigins(region).script).toEqual(trackingScriptOrigins(region));
      expect(trackingCodeOrigins(region).script[0]).toBe(hubspotHosts(region).trackingScript);
    },
  );

  it('covers every region the settings file accepts', () => {
    expect([...HUBSPOT_REGIONS].sort()).toEqual(['ap1', 'eu1', 'na1', 'na2']);
  });
});
