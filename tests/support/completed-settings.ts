import { readFileSync } from 'node:fs';
import { unwrapSamples } from '../../src/config/settings/samples.ts';

/** The shipped settings file as parsed JSON. */
export function shippedSettings(): Record<string, unknown> {
  return JSON.parse(readFileSync('site-settings.json', 'utf8')) as Record<string, unknown>;
}

/**
 * A completed settings file, as a company would write it: every value real (plain, no sample
 * wrapper) and none equal to a sample or matching a sample marker of scripts/lib/sample-data.ts.
 */
export function completedSettings(): Record<string, unknown> {
  const forms = (locale: string) => ({
    demo: `https://forms.acme-stories.it/${locale}/demo`,
    caseStudies: `https://forms.acme-stories.it/${locale}/case-studies`,
    booking: `https://meet.acme-stories.it/${locale}/demo`,
  });
  // Real pictures with their own alt texts in both languages; one customer's hosted elsewhere.
  const picture = (src: string, it: string, en: string) => ({ src, alt: { it, en } });
  const story = (name: string, slug: string, color: string, folder = `/images/clienti/${slug}`) => ({
    title: name,
    color,
    link: `https://www.acme-stories.it/clienti/${slug}`,
    images: {
      main: picture(`${folder}/copertina.jpg`, `La copertina di ${name}`, `The cover of the ${name} story`),
      sub1: picture(`${folder}/reparto.jpg`, `Il reparto di ${name}`, `The ${name} production floor`),
      sub2: picture(`${folder}/prodotto.jpg`, `Un prodotto di ${name}`, `A ${name} product`),
      sub3: picture(`${folder}/squadra.jpg`, `La squadra di ${name}`, `The ${name} team`),
      sub4: picture(`${folder}/sede.webp`, `La sede di ${name}`, `The ${name} offices`),
    },
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
    successStories: {
      alpina: story('Vetrerie Nord', 'vetrerie-nord', '#0b6e4f'),
      mareblu: story('Oleificio Sole', 'oleificio-sole', '#1d4ed8'),
      fondaco: story('Studio Arca', 'studio-arca', '#b4235a', 'https://media.acme-stories.it/arca'),
    },
    analytics: { hubspotPortalId: '24681357', hubspotRegion: 'eu1' },
    editor: { githubRepo: 'storyverse/storytelling-site' },
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
