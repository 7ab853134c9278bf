// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CODE, DOCUMENTS, ROOT, proseOf } from './repository-texts.ts';
import { outsidePaths, strayNeighbours } from './stray-paths.ts';

describe('paths in prose a reader can follow', () => {
  it('never climb out of a folder or leave the repository', () => {
    const found = [...DOCUMENTS, ...CODE].flatMap((file) =>
      outsidePaths(file, proseOf(file)).map((path) => `${file}: ${path}`),
    );
    expect(found).toEqual([]);
  });

  it('in code comments, are cited from the root or name a neighbour that exists', () => {
    const found = CODE.flatMap((file) =>
      strayNeighbours(ROOT, file, proseOf(file)).map((path) => `${file}: ${path}`),
    );
    expect(found).toEqual([]);
  });
});

describe('outsidePaths', () => {
  it('finds climbing paths and machine paths, not Markdown link targets or web addresses', () => {
    const text = [
      'See ../shared/reference/x.json, and (../hubspot-hosts.ts).',
      'Also /work/shared/notes.md; not https://example.com/../x or /usr/bin/chromium.',
      '[the requirements](../requirements.md) and [out](../../../elsewhere.md).',
    ].join('\n');
    expect(outsidePaths('docs/decisions/001-x.md', [text])).toEqual([
      '../shared/reference/x.json',
      '../hubspot-hosts.ts',
      '/work/shared/notes.md',
      '../../../elsewhere.md',
    ]);
  });
});

describe('strayNeighbours', () => {
  it('accepts a neighbour that exists and a path from the root; reports one that does not exist', () => {
    const comment =
      '/* settings/integration.ts, src/forms/contact-form.ts, settings/vite-plugin.ts, text/html */';
    expect(strayNeighbours(ROOT, 'src/config/site-settings.ts', [comment])).toEqual([
      'settings/vite-plugin.ts',
    ]);
  });
});
