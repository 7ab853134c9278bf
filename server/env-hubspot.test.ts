import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';
import type { PortalSettings } from './env-hubspot.ts';

const eu: PortalSettings = { file: 'site-settings.json', hubspotRegion: 'eu1', hubspotPortalId: '24681357' };
const credentials = { HUBSPOT_ACCESS_TOKEN: 'pat-eu1-x', HUBSPOT_PORTAL_ID: '24681357' };

describe('loadEnv: HubSpot region and portal (decision 100)', () => {
  it("takes the settings file's region when HUBSPOT_REGION is unset, and calls that region's hosts", () => {
    expect(loadEnv(credentials, eu)).toMatchObject({
      HUBSPOT_REGION: 'eu1',
      HUBSPOT_API_URL: 'https://api-eu1.hubapi.com',
      HUBSPOT_SUBMIT_URL: 'https://api-eu1.hsforms.com',
    });
  });

  it('takes HUBSPOT_REGION when it agrees with the settings file', () => {
    const ap: PortalSettings = { ...eu, hubspotRegion: 'ap1' };
    expect(loadEnv({ ...credentials, HUBSPOT_REGION: 'ap1' }, ap)).toMatchObject({
      HUBSPOT_API_URL: 'https://api-ap1.hubapi.com',
      HUBSPOT_SUBMIT_URL: 'https://api-ap1.hsforms.com',
    });
  });

  it('refuses to start when HUBSPOT_REGION and the settings file disagree, naming both', () => {
    const load = () => loadEnv({ ...credentials, HUBSPOT_REGION: 'na1' }, eu);
    expect(load).toThrow(EnvError);
    expect(load).toThrow(/HUBSPOT_REGION is na1 but site-settings\.json analytics\.hubspotRegion is eu1/);
  });

  it('refuses a region HubSpot does not have', () => {
    expect(() => loadEnv({ HUBSPOT_REGION: 'eu2' }, eu)).toThrow(/HUBSPOT_REGION/);
  });

  it('refuses a HUBSPOT_PORTAL_ID other than the settings file’s portal', () => {
    const load = () => loadEnv({ ...credentials, HUBSPOT_PORTAL_ID: '999' }, eu);
    expect(load).toThrow(
      /HUBSPOT_PORTAL_ID is 999 but site-settings\.json analytics\.hubspotPortalId is 24681357/,
    );
  });

  it('does not compare with a sample portal id (the launch check lists it instead)', () => {
    expect(() =>
      loadEnv({ ...credentials, HUBSPOT_PORTAL_ID: '999' }, { ...eu, hubspotPortalId: undefined }),
    ).not.toThrow();
  });

  it('lets HUBSPOT_API_URL and HUBSPOT_SUBMIT_URL override the region (tests, a proxy)', () => {
    expect(
      loadEnv({ HUBSPOT_API_URL: 'http://127.0.0.1:9/', HUBSPOT_SUBMIT_URL: 'http://127.0.0.1:8' }, eu),
    ).toMatchObject({ HUBSPOT_API_URL: 'http://127.0.0.1:9/', HUBSPOT_SUBMIT_URL: 'http://127.0.0.1:8' });
  });

  it('reads the settings file SITE_SETTINGS_FILE names, sample portal ids left out', () => {
    const raw = JSON.parse(readFileSync('site-settings.json', 'utf8')) as {
      analytics: Record<string, unknown>;
    };
    const file = join(mkdtempSync(join(tmpdir(), 'settings-')), 'site-settings.json');
    writeFileSync(
      file,
      JSON.stringify({ ...raw, analytics: { hubspotPortalId: '555', hubspotRegion: 'na2' } }),
    );
    const env = { SITE_SETTINGS_FILE: file, HUBSPOT_ACCESS_TOKEN: 't', HUBSPOT_PORTAL_ID: '555' };
    expect(loadEnv(env).HUBSPOT_SUBMIT_URL).toBe('https://api-na2.hsforms.com');
    expect(() => loadEnv({ ...env, HUBSPOT_PORTAL_ID: '556' })).toThrow(/must name the same portal/);
    expect(() => loadEnv({ ...env, HUBSPOT_REGION: 'eu1' })).toThrow(/must name the same data centre/);
  });
});
