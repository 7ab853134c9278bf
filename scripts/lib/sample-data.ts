/**
 * The sample data the repository ships with (the { "sample": … } values of site-settings.json:
 * company facts, third-party addresses, ids; the sample stories' links and pictures), recognised in a built file or an embedded form definition. The site
 * runs on them out of the box; `npm run check:launch` lists those still in the build and the form
 * definitions, so none goes live by mistake.
 */
export interface SampleMarker {
  /** What the visitor would see or the browser would call, in words. */
  readonly name: string;
  readonly pattern: RegExp;
}

export const SAMPLE_MARKERS: readonly SampleMarker[] = [
  // A path segment, not the word: the dictionaries have keys such as SELECT_PLACEHOLDER.
  { name: 'placeholder form or booking id', pattern: /\/PLACEHOLDER-/g },
  {
    name: 'example domain (company site, policies, stories, e-mail)',
    pattern: /\bexample\.(?:com|net|org)\b/g,
  },
  { name: 'sample VAT number', pattern: /\bIT0{11}\b/g },
  { name: 'sample registered office', pattern: /Via Esempio/g },
  { name: 'sample tracking portal id', pattern: /hs-scripts\.com\/0+\.js/g },
  { name: 'sample video id', pattern: /\b10000000[12]\b/g },
  // The sample stories' pictures: a file kept when its story's `sample: true` was deleted.
  {
    name: 'sample success-story picture',
    pattern: /\/images\/stories\/(?:alpina|mareblu|fondaco)-(?:main|[1-4])\.svg/g,
  },
];

/**
 * The sample company's name (site-settings.json, company.legalName), which the default contact
 * forms' consent texts repeat (server/hubspot/embedded-forms). Unlike the markers above it could be
 * a real company's name too (the product's name with a company form), so it counts as sample data
 * unless the settings name that very company, written plainly.
 */
export const SAMPLE_COMPANY_NAME = 'Storyverse S.r.l.';

/** The settings in use, as far as the company-name marker needs them; none when they did not load. */
interface CompanySettings {
  readonly settings: { readonly company: { readonly legalName: string } };
  readonly samples: readonly string[];
}

/** The sample company-name marker, unless `loaded` names that company as its real one. */
export function companyNameMarkers(loaded?: CompanySettings): SampleMarker[] {
  const isRealName =
    loaded?.settings.company.legalName === SAMPLE_COMPANY_NAME &&
    !loaded.samples.includes('company.legalName');
  if (isRealName) return [];
  return [{ name: `sample company name (${SAMPLE_COMPANY_NAME})`, pattern: /Storyverse S\.r\.l\./g }];
}

export interface SampleFinding {
  readonly marker: string;
  readonly file: string;
  readonly count: number;
}

/** Every marker found in every file, with how often; files in the order given. */
export function findSampleData(
  files: readonly { path: string; text: string }[],
  markers: readonly SampleMarker[] = SAMPLE_MARKERS,
): SampleFinding[] {
  const findings: SampleFinding[] = [];
  for (const marker of markers) {
    for (const file of files) {
      const count = file.text.match(marker.pattern)?.length ?? 0;
      if (count > 0) findings.push({ marker: marker.name, file: file.path, count });
    }
  }
  return findings;
}
