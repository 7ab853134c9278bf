import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMMUTABLE_PATH, immutableModuleFile, selfHostImmutable } from './self-hosted-modules.ts';
import { SVELTIA_BROWSER_DIR } from './sveltia-package.ts';

/** The pinned editor's preview loads Immutable.js from /admin/, never a CDN (decision 156). */
describe('Immutable.js beside the editor', () => {
  const bundle = readFileSync(join(SVELTIA_BROWSER_DIR, 'sveltia-cms.js'), 'utf8');

  it('the pinned bundle imports it from /admin/ once rewritten, and from nowhere else', () => {
    const code = selfHostImmutable(bundle);
    expect(code).toContain(`import(${JSON.stringify(IMMUTABLE_PATH)})`);
    expect(code).not.toMatch(/`immutable`,`dist\/immutable\.es\.js`/);
  });

  it('stops the build when a bundle loads it some other way', () => {
    expect(() => selfHostImmutable('import("https://cdn.example/immutable.js")')).toThrow(
      /Immutable\.js 0 times/,
    );
  });

  it('copies the module npm installed for the editor: an ES module importing nothing', () => {
    const file = immutableModuleFile();
    expect(existsSync(file)).toBe(true);
    expect(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('import ')),
    ).toEqual([]);
  });
});
