import { readFileSync } from 'node:fs';
import { unwrapSamples } from '../../src/config/settings/samples.ts';

/** The shipped settings file as parsed JSON. */
export function shippedSettings(): Record<string, unknown> {
  return JSON.parse(readFileSync('site-settings.json', 'utf8')) as Record<string, unknown>;
}

/**
 * A completed settings file, as a company would write it: every value real (plain, no sample
 * wrapper) and none equal to a sample or matching a sample marker of scripts/lib/sample-data.ts.
 * The success stories are content (completed-stories.ts).
 */
export function completedSettings(): Record<string, unknown> {
  const forms = (locale: string) => ({
    demo: `https://forms.acme-stories.it/${locale}/demo`,
    caseStudies: `https://forms.acme-stories.it/${locale}/case-studies`,
    booking: `https://meet.acme-stories.it/${locale}/demo`,
  });
  return {
    company: {
      legalName: 'Acme Racconti S.p.A.',
      url: 'https://www.acme-stories.it/',
      city: 'Torino',
      country: 'IT',
      vatNumber: 'IT12345678901',
      registeredOffice: {
        it: 'Corso Vinzaglio 12, 10121 Torino (TO), Italia',
        en: 'Corso Vinzaglio 12, 10121 Turin (TO), Italy',
      },
      supportEmail: 'assistenza@acme-stories.it',
      legalEmail: 'legale@acme-stories.it',
    },
    policies: {
      privacy: {
        it: 'https://policy.acme-stories.it/it/privacy',
        en: 'https://policy.acme-stories.it/en/privacy',
      },
      cookies: {
        it: 'https://policy.acme-stories.it/it/cookie',
        en: 'https://policy.acme-stories.it/en/cookie',
      },
    },
    forms: { it: forms('it'), en: forms('en') },
    contactForms: { it: '11111111-2222-4333-8444-555555555555', en: '66666666-7777-4888-9999-aaaaaaaaaaaa' },
    videos: { whatIs: '765432101', howItWorks: '765432102' },
    analytics: { hubspotPortalId: '24681357', hubspotRegion: 'eu1' },
    editor: { githubRepo: 'acme-racconti/sito-web' },
  };
}

/** Every sample value of the shipped file, as strings. */
export function shippedSampleValues(): string[] {
  const values: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    if (Object.keys(node).length === 1 && 'sample' in node) values.push(String(unwrapSamples(node)));
    else Object.values(node).forEach(walk);
  };
  walk(shippedSettings());
  return values;
}
