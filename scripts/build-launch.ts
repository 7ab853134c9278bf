/**
 * `npm run build:launch`: the build that goes live (decision 094). It refuses to start while
 * site-settings.json (or the file SITE_SETTINGS_FILE names) still holds sample values, naming each
 * field, or a success story is still marked `sample: true` (content/shared/stories.yaml, or the copy
 * SITE_CONTENT_DIR names), then builds and refuses to finish if a known sample value still reached the build (a
 * sample copied into content or a dictionary). An optional argument names the output folder.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SiteSettingsError } from '../src/config/settings/load.ts';
import { SITE } from '../src/config/site.ts';
import { ContentError } from '../src/content/load/site-content.ts';
import { resolveEditorOrigin } from '../server/cms/editor-origin.ts';
import { currentLaunchGate } from './lib/launch-gate.ts';
import { findSampleData } from './lib/sample-data.ts';

const outDir = process.argv[2] ?? 'dist';
const TEXT_FILE = /\.(?:html|js|json|xml|txt|css|webmanifest)$/;

function run(command: string, args: readonly string[]): void {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The editor's origin the deployment will use must be its own (decision 134): the public pages
// could read its GitHub token otherwise. Checked as production start-up checks it.
const editorOrigin = process.env['EDITOR_ORIGIN']?.trim();
if (editorOrigin) {
  const editor = resolveEditorOrigin({
    editorOrigin,
    publicUrl: process.env['PUBLIC_URL'] ?? SITE.defaultPublicUrl,
    production: true,
  });
  if ('error' in editor) {
    console.error(`build:launch refused: ${editor.error}`);
    process.exit(1);
  }
}

try {
  const gate = currentLaunchGate();
  if (!gate.ready) {
    console.error(['build:launch refused: sample data left.', ...gate.report].join('\n'));
    process.exit(1);
  }
} catch (error) {
  if (error instanceof SiteSettingsError) console.error(error.message);
  else if (error instanceof ContentError) console.error(error.problems.join('\n'));
  else throw error;
  process.exit(1);
}

run('npx', ['astro', 'build', '--outDir', outDir]);
run(process.execPath, ['scripts/finish-build.ts', outDir]);

const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => TEXT_FILE.test(path))
  .map((path) => ({ path: join(outDir, path), text: readFileSync(join(outDir, path), 'utf8') }));
const findings = findSampleData(files);
if (findings.length > 0) {
  for (const finding of findings)
    console.error(`${finding.marker}: ${finding.file} (${String(finding.count)})`);
  console.error(
    'build:launch refused: the build still holds sample data (above), outside site-settings.json.',
  );
  process.exit(1);
}
console.log(`build:launch: ${outDir} is ready, no sample data in its ${String(files.length)} text files`);
