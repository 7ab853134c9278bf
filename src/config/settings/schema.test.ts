import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { completedSettings, shippedSettings } from '../../../tests/support/completed-settings.ts';
import { loadSiteSettings, parseSiteSettings, settingsFile, SiteSettingsError } from './load.ts';
import { samplePaths } from './samples.ts';

const clone = <T>(value: T): T => structuredClone(value);
const FILE = join(process.cwd(), 'site-settings.json');

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SiteSettingsError);
    return (error as Error).message;
  }
  throw new Error('expected the settings to be refused');
}

describe('site settings schema (docs/requirements.md R15)', () => {
  it('accepts the shipped settings file, samples and all', () => {
    const { settings, samples } = loadSiteSettings(FILE);
    expect(settings.forms.en.demo).toMatch(/^https:\/\//);
    expect(samples.length).toBeGreaterThan(0);
  });

  it('accepts a completed settings object', () => {
    expect(parseSiteSettings(completedSettings(), FILE).samples).toEqual([]);
  });

  it('names the file and the field of a bad value', () => {
    const raw = clone(completedSettings()) as { forms: { it: { demo: string } } };
    raw.forms.it.demo = 'http://forms.acme-stories.it/it/demo';
    expect(errorOf(() => parseSiteSettings(raw, FILE))).toContain(
      'site-settings.json: forms.it.demo: must be an https URL',
    );
  });

  describe("each contact form's share link (decision 106)", () => {
    // A `2…` link committed in a public project beside its form's GUID and portal (src/config/share-link.test.ts).
    const LINK = 'https://share.hsforms.com/2wulFylPeRbaCD4qN7XtJ4g2mcb1';
    const withLink = (link: string, formId = 'c2e945ca-53de-45b6-820f-8a8ded7b49e2') => {
      const raw = clone(completedSettings()) as {
        contactForms: Record<string, string>;
        contactFormLinks?: Record<string, string>;
        analytics: { hubspotPortalId: string; hubspotRegion: string };
      };
      raw.contactForms['en'] = formId;
      raw.analytics = { hubspotPortalId: '4401613', hubspotRegion: 'na1' };
      raw.contactFormLinks = { en: link };
      return raw;
    };

    it('accepts the real link of the form, and none at all', () => {
      expect(parseSiteSettings(withLink(LINK), FILE).settings.contactFormLinks).toEqual({ en: LINK });
      expect(parseSiteSettings(completedSettings(), FILE).settings.contactFormLinks).toEqual({});
    });

    it('refuses a link of no share-link shape', () => {
      expect(errorOf(() => parseSiteSettings(withLink('https://share.hsforms.com/form'), FILE))).toContain(
        'site-settings.json: contactFormLinks.en: must be a HubSpot share link',
      );
    });

    it("refuses another form's link, naming what it links to", () => {
      expect(
        errorOf(() => parseSiteSettings(withLink(LINK, '3d59515d-874c-49dc-be88-11ff3d7c7fd3'), FILE)),
      ).toContain(
        'contactFormLinks.en: links to form c2e945ca-53de-45b6-820f-8a8ded7b49e2, not contactForms.en',
      );
    });
  });

  it('validates a sample value as it validates a real one', () => {
    const raw = clone(shippedSettings()) as { company: { vatNumber: unknown } };
    raw.company.vatNumber = { sample: 'not a VAT number' };
    expect(errorOf(() => parseSiteSettings(raw, FILE))).toContain('site-settings.json: company.vatNumber:');
  });

  it('names the file the build was pointed at, from SITE_SETTINGS_FILE', () => {
    const folder = mkdtempSync(join(tmpdir(), 'settings-'));
    const file = join(folder, 'staging-settings.json');
    const raw = clone(completedSettings()) as { analytics: { hubspotPortalId: string } };
    raw.analytics.hubspotPortalId = 'abc';
    writeFileSync(file, JSON.stringify(raw));
    expect(settingsFile({ SITE_SETTINGS_FILE: file })).toBe(file);
    expect(errorOf(() => loadSiteSettings(file))).toContain(
      `${file}: analytics.hubspotPortalId: must be a numeric portal id`,
    );
  });

  it('reports a file that is not JSON with its name', () => {
    const folder = mkdtempSync(join(tmpdir(), 'settings-'));
    const file = join(folder, 'broken.json');
    writeFileSync(file, '{ "company": ');
    expect(errorOf(() => loadSiteSettings(file))).toContain(`${file}:`);
  });

  it('has every per-language value for every locale of the locale table', () => {
    const { settings } = loadSiteSettings(FILE);
    for (const locale of LOCALES) {
      expect(settings.company.registeredOffice[locale]).toBeTruthy();
      expect(settings.policies.privacy[locale]).toBeTruthy();
      expect(settings.policies.cookies[locale]).toBeTruthy();
      expect(Object.keys(settings.forms[locale]).sort()).toEqual(['booking', 'caseStudies', 'demo']);
      expect(settings.contactForms[locale]).toBeTruthy();
    }
  });

  it.each(LOCALES)('refuses settings missing a %s value, naming it', (locale) => {
    const raw = clone(completedSettings()) as {
      policies: { cookies: Record<string, unknown> };
      forms: Record<string, unknown>;
    };
    raw.policies.cookies = Object.fromEntries(
      Object.entries(raw.policies.cookies).filter(([key]) => key !== locale),
    );
    raw.forms = Object.fromEntries(Object.entries(raw.forms).filter(([key]) => key !== locale));
    const message = errorOf(() => parseSiteSettings(raw, FILE));
    expect(message).toContain(`site-settings.json: policies.cookies.${locale}:`);
    expect(message).toContain(`site-settings.json: forms.${locale}:`);
  });

  it('refuses a field it does not know (a misspelt key would otherwise be ignored)', () => {
    const raw = clone(completedSettings()) as { company: Record<string, unknown> };
    raw.company['vatNumbr'] = 'IT12345678901';
    expect(errorOf(() => parseSiteSettings(raw, FILE))).toMatch(/site-settings\.json: company: .*vatNumbr/);
  });
});

describe('sample values', () => {
  it('are exactly the fields written { "sample": … }, by path', () => {
    const raw = clone(completedSettings()) as {
      forms: { en: { demo: unknown } };
      videos: { whatIs: unknown };
    };
    raw.forms.en.demo = { sample: raw.forms.en.demo };
    raw.videos.whatIs = { sample: raw.videos.whatIs };
    expect(samplePaths(raw)).toEqual(['forms.en.demo', 'videos.whatIs']);
    expect(parseSiteSettings(raw, FILE).samples).toEqual(['forms.en.demo', 'videos.whatIs']);
  });

  it('leaves the notes ($comment) out', () => {
    expect(samplePaths({ $comment: { sample: 'x' }, a: 1 })).toEqual([]);
  });
});
