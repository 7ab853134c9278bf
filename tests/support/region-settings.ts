import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HubspotRegion } from '../../src/config/hubspot-hosts.ts';

/**
 * A copy of the repository's site-settings.json whose portal lives in `region`, in a folder of its
 * own: what SITE_SETTINGS_FILE names for a build or a server of another data centre. Returns its path.
 */
export function settingsInRegion(region: HubspotRegion): string {
  const raw = JSON.parse(readFileSync('site-settings.json', 'utf8')) as { analytics: object };
  const file = join(mkdtempSync(join(tmpdir(), `settings-${region}-`)), 'site-settings.json');
  writeFileSync(file, JSON.stringify({ ...raw, analytics: { ...raw.analytics, hubspotRegion: region } }));
  return file;
}
