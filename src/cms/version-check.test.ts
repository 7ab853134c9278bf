import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SVELTIA_BROWSER_DIR, SVELTIA_DIR } from './sveltia-package.ts';
import { answerVersionCheckLocally, versionFile } from './version-check.ts';

const bundle = readFileSync(`${SVELTIA_BROWSER_DIR}/sveltia-cms.js`, 'utf8');

describe("the editor's update check", () => {
  it('asks /admin/version.json instead of the CDN, which names the pinned version', () => {
    const code = answerVersionCheckLocally(bundle);
    expect(code).not.toMatch(/`\$\{\w+\}\/package\.json`/);
    expect(code).toContain('`/admin/version.json`');
    const { version } = JSON.parse(readFileSync(`${SVELTIA_DIR}/package.json`, 'utf8')) as {
      version: string;
    };
    expect(JSON.parse(versionFile(version))).toEqual({ version: '0.221.1' });
  });

  it('stops the build when a new bundle asks differently', () => {
    expect(() => answerVersionCheckLocally('fetch(`${x}/latest.json`)')).toThrow('0 times, not once');
  });
});
