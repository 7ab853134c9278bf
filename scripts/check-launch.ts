/**
 * `npm run check:launch`: before going live, lists the sample data (the PLACEHOLDER values of
 * src/config) still in the build, by kind and file, and exits 1 while there is any. Not part of
 * `npm test`: the site is meant to run on its samples until the real values are known.
 * Run after `npm run build`; an optional argument names another build folder. The form
 * definitions the server uses without a HubSpot account (server/hubspot/embedded-forms) are
 * read too: their consent texts link to policies.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findSampleData } from './lib/sample-data.ts';

const dist = process.argv[2] ?? 'dist';
const TEXT_FILE = /\.(?:html|js|json|xml|txt|css|webmanifest)$/;

const EMBEDDED_FORMS = 'server/hubspot/embedded-forms';

const textFiles = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => TEXT_FILE.test(path))
    .sort()
    .map((path) => ({ path: join(folder, path), text: readFileSync(join(folder, path), 'utf8') }));
const files = [...textFiles(dist), ...textFiles(EMBEDDED_FORMS)];
const findings = findSampleData(files);

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
  console.log('\nnot ready: replace the PLACEHOLDER values in src/config, then build again.');
  process.exitCode = 1;
}
