/**
 * The sample data the repository ships with (PLACEHOLDER values in src/config: company facts,
 * third-party addresses, ids), recognised in a built file. The site runs on them out of the box;
 * `npm run check:launch` lists those still in the build, so none goes live by mistake.
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
  // The sample customers' pictures: a path kept when its { "sample": … } was unwrapped.
  {
    name: 'sample success-story picture',
    pattern: /\/images\/stories\/(?:alpina|mareblu|fondaco)-(?:main|[1-4])\.svg/g,
  },
];

export interface SampleFinding {
  readonly marker: string;
  readonly file: string;
  readonly count: number;
}

/** Every marker found in every file, with how often; files in the order given. */
export function findSampleData(files: readonly { path: string; text: string }[]): SampleFinding[] {
  const findings: SampleFinding[] = [];
  for (const marker of SAMPLE_MARKERS) {
    for (const file of files) {
      const count = file.text.match(marker.pattern)?.length ?? 0;
      if (count > 0) findings.push({ marker: marker.name, file: file.path, count });
    }
  }
  return findings;
}
