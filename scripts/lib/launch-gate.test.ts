import { describe, expect, it } from 'vitest';
import { completedSettings } from '../../tests/support/completed-settings.ts';
import { loadSiteSettings, parseSiteSettings } from '../../src/config/settings/load.ts';
import { launchGate } from './launch-gate.ts';

const FILE = `${process.cwd()}/site-settings.json`;

describe('launch gate (npm run check:launch, npm run build:launch)', () => {
  it('lists every sample value of the shipped settings by field path, under the file name', () => {
    const gate = launchGate(loadSiteSettings(FILE));
    expect(gate.ready).toBe(false);
    expect(gate.report[0]).toMatch(/^site-settings\.json: \d+ sample values to replace:$/);
    for (const path of ['company.vatNumber', 'policies.privacy.it', 'forms.en.demo', 'forms.it.booking']) {
      expect(gate.report).toContain(`  ${path}`);
    }
    expect(gate.report).toContain('  contactForms.en');
    expect(gate.report).toContain('  analytics.hubspotPortalId');
    // The sample customers' pictures, and what their alt texts say of them, are sample data too.
    expect(gate.report).toContain('  successStories.alpina.images.main.src');
    expect(gate.report).toContain('  successStories.alpina.images.main.alt.it');
    expect(gate.report).toContain('  successStories.mareblu.images.sub4.alt.en');
  });

  it('lists nothing for a completed settings object', () => {
    const gate = launchGate(parseSiteSettings(completedSettings(), FILE));
    expect(gate).toEqual({ ready: true, report: ['site-settings.json: no sample values'] });
  });

  it('lists the alt text left when its picture was replaced', () => {
    const raw = completedSettings() as {
      successStories: { fondaco: { images: { sub1: { alt: Record<string, unknown> } } } };
    };
    raw.successStories.fondaco.images.sub1.alt['en'] = { sample: 'Fabric and colour samples' };
    const gate = launchGate(parseSiteSettings(raw, FILE));
    expect(gate.ready).toBe(false);
    expect(gate.report.filter((line) => line.startsWith('  '))).toEqual([
      '  successStories.fondaco.images.sub1.alt.en',
    ]);
  });

  it('lists the one value left', () => {
    const raw = completedSettings() as { company: { vatNumber: unknown } };
    raw.company.vatNumber = { sample: 'IT00000000000' };
    const gate = launchGate(parseSiteSettings(raw, FILE));
    expect(gate.ready).toBe(false);
    expect(gate.report.filter((line) => line.startsWith('  '))).toEqual(['  company.vatNumber']);
  });
});
