import { describe, expect, it } from 'vitest';
import { completedSettings } from '../../tests/support/completed-settings.ts';
import { completedStories } from '../../tests/support/completed-stories.ts';
import { loadSiteSettings, parseSiteSettings } from '../../src/config/settings/load.ts';
import { storiesFor } from '../../src/content/stories.ts';
import { launchGate } from './launch-gate.ts';

const FILE = `${process.cwd()}/site-settings.json`;
const STORIES = 'content/shared/stories.yaml';
const realStories = completedStories().it.items;

describe('launch gate (npm run check:launch, npm run build:launch)', () => {
  it('lists every sample value of the shipped settings by field path, under the file name', () => {
    const gate = launchGate(loadSiteSettings(FILE), realStories);
    expect(gate.ready).toBe(false);
    expect(gate.report[0]).toMatch(/^site-settings\.json: \d+ sample values to replace:$/);
    for (const path of ['company.vatNumber', 'policies.privacy.it', 'forms.en.demo', 'forms.it.booking']) {
      expect(gate.report).toContain(`  ${path}`);
    }
    expect(gate.report).toContain('  contactForms.en');
    expect(gate.report).toContain('  analytics.hubspotPortalId');
  });

  it('lists each shipped sample story by its place and name, under the content file', () => {
    const gate = launchGate(parseSiteSettings(completedSettings(), FILE), storiesFor('it'));
    expect(gate.ready).toBe(false);
    expect(gate.report.filter((line) => line.startsWith(STORIES))).toEqual([
      `${STORIES}: items[1] (Alpina Energia) is a sample story`,
      `${STORIES}: items[2] (Mareblu Foods) is a sample story`,
      `${STORIES}: items[3] (Fondaco Design Group) is a sample story`,
    ]);
  });

  it('lists the one story still marked as a sample', () => {
    const stories = realStories.map((story, index) => (index === 1 ? { ...story, sample: true } : story));
    const gate = launchGate(parseSiteSettings(completedSettings(), FILE), stories);
    expect(gate.ready).toBe(false);
    expect(gate.report.filter((line) => line.startsWith(STORIES))).toEqual([
      `${STORIES}: items[2] (Oleificio Sole) is a sample story`,
    ]);
  });

  it('lists nothing for completed settings and real stories (`sample: false` or no mark)', () => {
    const stories = realStories.map((story, index) => (index === 0 ? { ...story, sample: false } : story));
    const gate = launchGate(parseSiteSettings(completedSettings(), FILE), stories);
    expect(gate).toEqual({
      ready: true,
      report: ['site-settings.json: no sample values', `${STORIES}: no sample stories`],
    });
  });

  it('lists the one value left', () => {
    const raw = completedSettings() as { company: { vatNumber: unknown } };
    raw.company.vatNumber = { sample: 'IT00000000000' };
    const gate = launchGate(parseSiteSettings(raw, FILE), realStories);
    expect(gate.ready).toBe(false);
    expect(gate.report.filter((line) => line.startsWith('  '))).toEqual(['  company.vatNumber']);
  });
});
