/**
 * `npm run check:launch`: before going live, lists the sample data left, and exits 1 while there
 * is any (decision 094). First the fields of site-settings.json (or SITE_SETTINGS_FILE) still
 * written `{ "sample": … }`, by path, and the success stories still marked `sample: true`
 * (content/shared/stories.yaml, or SITE_CONTENT_DIR's copy); then, as a second net, the known sample values found in a
 * build (`dist/`, or the folder the argument names) and in the form definitions the server uses
 * without a HubSpot account (server/hubspot/embedded-forms: their consent texts link to policies
 * and name the company, so the sample company's name counts as sample data there too).
 * Not part of `npm test`: the site is meant to run on its samples until the real values are known.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSiteSettings, SiteSettingsError } from '../src/config/settings/load.ts';
import { ContentError } from '../src/content/load/site-content.ts';
import { storiesFor } from '../src/content/stories.ts';
import { LOCALES } from '../src/i18n/locales.ts';
import { launchGate } from './lib/launch-gate.ts';
import { companyNameMarkers, findSampleData, SAMPLE_MARKERS } from './lib/sample-data.ts';

const dist = process.argv[2] ?? 'dist';
const TEXT_FILE = /\.(?:html|js|json|xml|txt|css|webmanifest)$/;

const EMBEDDED_FORMS = 'server/hubspot/embedded-forms';

const textFiles = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => TEXT_FILE.test(path))
    .sort()
    .map((path) => ({ path: join(folder, path), text: readFileSync(join(folder, path), 'utf8') }));
// Settings that do not load still get the company-name marker: nothing says the name was replaced.
let markers = [...SAMPLE_MARKERS, ...companyNameMarkers()];
try {
  const settings = loadSiteSettings();
  markers = [...SAMPLE_MARKERS, ...companyNameMarkers(settings)];
  const gate = launchGate(settings, storiesFor(LOCALES[0]));
  console.log(`${gate.report.join('\n')}\n`);
  if (!gate.ready) process.exitCode = 1;
} catch (error) {
  if (error instanceof SiteSettingsError) console.log(`${error.message}\n`);
  else if (error instanceof ContentError) console.log(`${error.problems.join('\n')}\n`);
  else throw error;
  process.exitCode = 1;
}

const files = [...(existsSync(dist) ? textFiles(dist) : []), ...textFiles(EMBEDDED_FORMS)];
const findings = findSampleData(files, markers);

if (findings.length === 0) {
  console.log(`ready: no sample data in the ${String(files.length)} text files of ${dist}`);
} else {
  const byMarker = Map.groupBy(findings, (finding) => finding.marker);
  for (const [marker, found] of byMarker) {
    const total = found.reduce((sum, finding) => sum + finding.count, 0);
    console.log(
      `${marker}: ${String(total)} in ${String(found.length)} file${found.length === 1 ? '' : 's'}`,
    );
    for (const finding of found) console.log(`  ${finding.file} (${String(finding.count)})`);
  }
  console.log(
    '\nnot ready: replace the sample values (site-settings.json, stories, embedded forms), then build again.',
  );
  process.exitCode = 1;
}
