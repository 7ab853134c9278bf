import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * A copy of this repository (its tracked and new files, node_modules linked) with some files
 * replaced, built by Astro as `npm run build` builds: how the browser test sees what the editor
 * saved on the pages. Returns the copy's dist folder.
 */
export function buildSiteCopy(replaced: Record<string, string>): string {
  const copy = mkdtempSync(join(tmpdir(), 'site-copy-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  for (const file of listed.split('\0').filter((name) => name !== '')) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      cpSync(file, join(copy, file));
    } catch {
      // Listed but deleted in the working tree: the copy does without it, as a commit would.
    }
  }
  symlinkSync(resolve('node_modules'), join(copy, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(replaced)) writeFileSync(join(copy, file), text);
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: copy,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'pipe',
  });
  // What `npm run build` does after Astro: the pictures' renditions (decision 121), compression.
  execFileSync(process.execPath, ['scripts/finish-build.ts', 'dist'], { cwd: copy, stdio: 'pipe' });
  return join(copy, 'dist');
}
