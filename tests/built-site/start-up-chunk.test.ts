import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_UP_CHUNK } from '../../scripts/lib/start-up-chunk.ts';

/**
 * Start-up runs on every page first; what it needs comes in one chunk, not a cascade of small
 * ones each found after the last has run (scripts/lib/start-up-chunk.ts). Read from the build:
 * `npm run build` first.
 */
const ASSETS = join('dist', '_astro');
const files = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
const staticImports = (file: string) =>
  [...readFileSync(join(ASSETS, file), 'utf8').matchAll(/\bimport(?:[\w{}\s,*$]*?from)?"\.\/([^"]+)"/g)].map(
    (match) => match[1],
  );

describe("start-up's code", () => {
  const island = files.filter((file) => file.startsWith('page-start-island.'));
  const chunk = files.filter((file) => file.startsWith(`${START_UP_CHUNK}.`));

  it('is one island file and one chunk', () => {
    expect(island).toHaveLength(1);
    expect(chunk).toHaveLength(1);
  });

  it('loads the chunk and nothing else before it runs', () => {
    expect(staticImports(island[0] ?? '')).toEqual(chunk);
    expect(staticImports(chunk[0] ?? '')).toEqual([]);
  });
});
