import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HUBSPOT_REGIONS } from '../../src/config/hubspot-hosts.ts';
import { settingsInRegion } from '../../tests/support/region-settings.ts';
import { createSiteApp } from '../../tests/support/test-app.ts';
import { trackingScriptOrigins } from '../../tests/fixtures/hubspot-tracking-hosts.ts';

/** Every CSP source that is one of HubSpot's domains, by directive. */
function hubspotSources(csp: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const part of csp.split(';')) {
    const [name = '', ...sources] = part.trim().split(/\s+/);
    const hubspot = sources.filter((source) =>
      /\.(?:hs-scripts|hs-analytics|hs-banner|hscollectedforms|hubspot|hsforms|hubapi)\.(?:com|net)$/.test(
        source,
      ),
    );
    if (hubspot.length > 0) found[name] = hubspot;
  }
  return found;
}

/** The calls and the pixel: wildcards over HubSpot's domains, the same in every region. */
const CALLS = {
  'connect-src': [
    'https://*.hubspot.com',
    'https://*.hs-banner.com',
    'https://*.hscollectedforms.net',
    'https://*.hsforms.com',
  ],
  'img-src': ['https://*.hubspot.com'],
};

describe("the pages' Content-Security-Policy follows the portal's HubSpot region (decision 103)", () => {
  let app: FastifyInstance | undefined;
  let settings: string | undefined;
  afterEach(async () => {
    await app?.close();
    if (settings) rmSync(dirname(settings), { recursive: true, force: true });
  });

  it.each(HUBSPOT_REGIONS)(
    '%s: exactly that region’s HubSpot hosts, and no other region’s',
    async (region) => {
      settings = settingsInRegion(region);
      app = await createSiteApp({ SITE_SETTINGS_FILE: settings });
      const response = await app.inject({ method: 'GET', url: '/it/sostenibilita' });
      const csp = String(response.headers['content-security-policy']);

      expect(hubspotSources(csp)).toEqual({ 'script-src': trackingScriptOrigins(region), ...CALLS });
      const sources = new Set(csp.split(/[\s;]+/));
      const others = HUBSPOT_REGIONS.filter((name) => name !== region).flatMap(trackingScriptOrigins);
      expect(others.filter((host) => sources.has(host))).toEqual([]);
    },
  );
});
