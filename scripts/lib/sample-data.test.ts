import { describe, expect, it } from 'vitest';
import { COMPANY_LEGAL } from '../../src/config/company-legal.ts';
import { PRIVACY_POLICY_URL, TRACKING_SCRIPT_URL } from '../../src/config/legal-urls.ts';
import { SITE } from '../../src/config/site.ts';
import { storiesFor } from '../../src/content/stories.ts';
import { shippedSettings } from '../../tests/support/completed-settings.ts';
import { companyNameMarkers, findSampleData, SAMPLE_COMPANY_NAME, SAMPLE_MARKERS } from './sample-data.ts';

describe('findSampleData', () => {
  it('recognises every sample value the configuration ships with', () => {
    // The values themselves, as the build writes them into pages and scripts.
    const shipped = [
      ...Object.values(SITE.forms).flatMap((forms) => [forms.demo, forms.caseStudies]),
      ...Object.values(SITE.meetingBooking),
      SITE.company.url,
      ...storiesFor('it').flatMap(({ link, pictures }) => [link, pictures.main.src, pictures.sub4.src]),
      PRIVACY_POLICY_URL.it,
      COMPANY_LEGAL.vatNumber,
      COMPANY_LEGAL.registeredOffice.it,
      COMPANY_LEGAL.registeredOffice.en,
      COMPANY_LEGAL.legalEmail,
      TRACKING_SCRIPT_URL,
      `${SITE.videoHost.player}${SITE.videos.whatIs.id}`,
      `${SITE.videoHost.watch}${SITE.videos.howItWorks.id}`,
    ];
    for (const value of shipped) {
      expect(findSampleData([{ path: 'page.html', text: `<p>${value}</p>` }]), value).not.toEqual([]);
    }
  });

  it('counts each marker per file and names both', () => {
    const findings = findSampleData([
      { path: 'it/index.html', text: 'P. IVA IT00000000000 · Via Esempio 1 · IT00000000000' },
      { path: '_astro/app.js', text: '"https://form.typeform.com/to/PLACEHOLDER-demo-request"' },
      { path: 'en/index.html', text: 'VAT no. IT12345678901' },
    ]);
    expect(findings).toEqual([
      { marker: 'placeholder form or booking id', file: '_astro/app.js', count: 1 },
      { marker: 'sample VAT number', file: 'it/index.html', count: 2 },
      { marker: 'sample registered office', file: 'it/index.html', count: 1 },
    ]);
  });

  it('finds nothing in a site with real values', () => {
    const real = [
      'P. IVA IT12345678901, Via Dante 7, 20121 Milano',
      'https://www.storyverse.it/ https://js-eu1.hs-scripts.com/14521987.js',
      'https://player.vimeo.com/video/824804225 https://form.typeform.com/to/Xa7bQ2',
      'counter-example.company.io',
      '<img src="/images/stories/vetrerie-nord-main.svg"> <img src="/images/reasons/alpina-2.svg">',
      '{"SELECT_PLACEHOLDER":"Select…","DATE_PLACEHOLDER":"dd/mm/yyyy"}',
    ];
    expect(findSampleData(real.map((text, index) => ({ path: `f${String(index)}`, text })))).toEqual([]);
    expect(SAMPLE_MARKERS.length).toBeGreaterThan(0);
  });

  it('knows the shipped sample company, unless the settings name that very company plainly', () => {
    const company = shippedSettings()['company'] as { legalName: { sample: string } };
    expect(SAMPLE_COMPANY_NAME).toBe(company.legalName.sample);
    const consent = { path: 'form.json', text: `<p>${SAMPLE_COMPANY_NAME} tratterà i tuoi dati</p>` };
    const found = (markers: ReturnType<typeof companyNameMarkers>) => findSampleData([consent], markers);
    const settings = (samples: string[]) => ({
      settings: { company: { legalName: SAMPLE_COMPANY_NAME } },
      samples,
    });
    expect(found(companyNameMarkers())).toHaveLength(1);
    expect(found(companyNameMarkers(settings(['company.legalName'])))).toHaveLength(1);
    expect(found(companyNameMarkers(settings([])))).toEqual([]);
    const other = { settings: { company: { legalName: 'Acme Racconti S.p.A.' } }, samples: [] };
    expect(found(companyNameMarkers(other))).toEqual([
      { marker: `sample company name (${SAMPLE_COMPANY_NAME})`, file: 'form.json', count: 1 },
    ]);
    // The product's own name alone is no sample.
    expect(findSampleData([{ path: 'page.html', text: 'Storyverse' }], companyNameMarkers())).toEqual([]);
  });
});
