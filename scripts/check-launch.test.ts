import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { completedSettings } from '../tests/support/completed-settings.ts';
import { completedContentDir } from '../tests/support/completed-stories.ts';
import { SAMPLE_COMPANY_NAME } from './lib/sample-data.ts';

const run = promisify(execFile);
const SCRIPT = resolve('scripts/check-launch.ts');
const FORMS = 'server/hubspot/embedded-forms';

/** Runs `npm run check:launch`'s script in `cwd` (whose forms it reads) on a settings object and completed stories. */
async function checkLaunch(settings: Record<string, unknown>, cwd = process.cwd()) {
  const folder = mkdtempSync(join(tmpdir(), 'check-launch-'));
  const file = join(folder, 'site-settings.json');
  writeFileSync(file, JSON.stringify(settings));
  try {
    // An empty build folder: only the settings and the form definitions are looked at.
    const { stdout } = await run(process.execPath, [SCRIPT, join(folder, 'dist')], {
      cwd,
      env: { ...process.env, SITE_SETTINGS_FILE: file, SITE_CONTENT_DIR: completedContentDir() },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const companyNameLine = `sample company name (${SAMPLE_COMPANY_NAME})`;

describe('npm run check:launch on the embedded form definitions', () => {
  it('reports the sample company named in their consent texts once the settings name another', async () => {
    const { code, output } = await checkLaunch(completedSettings());
    expect(code).toBe(1);
    expect(output).toContain('no sample values');
    const forms = readdirSync(FORMS).filter((name) => name.endsWith('.json'));
    expect(forms.length).toBeGreaterThan(0);
    expect(output).toContain(`${companyNameLine}: ${String(forms.length)} in ${String(forms.length)} files`);
    for (const form of forms) expect(output).toContain(`  ${join(FORMS, form)} (1)`);
    expect(output).toContain('not ready');
  });

  it('is ready once the definitions name the company and link its own policies', async () => {
    const settings = completedSettings() as { company: { legalName: string } };
    const cwd = mkdtempSync(join(tmpdir(), 'check-launch-forms-'));
    cpSync(FORMS, join(cwd, FORMS), { recursive: true });
    for (const form of readdirSync(join(cwd, FORMS))) {
      const path = join(cwd, FORMS, form);
      const replaced = readFileSync(path, 'utf8')
        .replaceAll(SAMPLE_COMPANY_NAME, settings.company.legalName)
        .replaceAll('policies.example.net', 'policy.acme-stories.it');
      writeFileSync(path, replaced);
    }
    const { code, output } = await checkLaunch(settings, cwd);
    expect(output).not.toContain(companyNameLine);
    expect(output).toContain('ready: no sample data');
    expect(code).toBe(0);
  });

  it('does not take the name for sample data when the settings name that very company', async () => {
    const settings = completedSettings() as { company: { legalName: string } };
    settings.company.legalName = SAMPLE_COMPANY_NAME;
    const { output } = await checkLaunch(settings);
    expect(output).toContain('no sample values');
    expect(output).not.toContain(companyNameLine);
    // The forms' policy links are still the samples, and still reported.
    expect(output).toContain('example domain');
  });
});
