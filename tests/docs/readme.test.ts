// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFolderMap, foldersToDepth, mapFolders, repositoryFiles } from './folder-map.ts';
import { DOCUMENTS, ROOT, read } from './repository-texts.ts';

const MAP_HEADING = '## Where things are';
/** The map lists the top-level folders and the folders inside them. */
const MAP_DEPTH = 2;
/** README.md is the entry point; the guides and the design pages hold the rest. */
const README_MAX_LINES = 150;
const DESIGN_PAGES = [
  'docs/design/consent-and-tracking.md',
  'docs/design/contact-and-leads.md',
  'docs/design/content-and-editor.md',
  'docs/design/hubspot.md',
  'docs/design/image-and-proxy.md',
  'docs/design/pages-and-islands.md',
  'docs/design/stores-and-limits.md',
];

const readme = read('README.md');

describe('README.md', () => {
  it(`is at most ${String(README_MAX_LINES)} lines`, () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('maps every folder of the repository down to the level its map uses, and no other', () => {
    const listed = mapFolders(readme, MAP_HEADING);
    expect(listed).toContain('src/cms/');
    expect(checkFolderMap(listed, foldersToDepth(repositoryFiles(ROOT), MAP_DEPTH))).toEqual({
      unlisted: [],
      stale: [],
    });
  });

  it('links the guides and every design page, which the docs checks read', () => {
    for (const page of ['docs/editing.md', 'docs/operating.md', 'docs/testing.md', ...DESIGN_PAGES]) {
      expect(readme).toContain(`](${page}`);
      expect(DOCUMENTS).toContain(page);
    }
  });
});

describe('mapFolders', () => {
  const example = [
    '# Project',
    '',
    '```',
    'not/ in the map',
    '```',
    '',
    '## Where things are',
    '',
    '```',
    '.ci/        CI entry point',
    'src/        the site',
    '  cms/        the editor',
    '              pages/ in a continued description is not a folder',
    '  lib/        shared code',
    'tests/      tests',
    '  e2e/        browser tests',
    '```',
    '',
    'After the map: docs/ is prose.',
  ].join('\n');

  it('reads top-level folders and the folders indented under them, not continuation lines', () => {
    expect(mapFolders(example, MAP_HEADING)).toEqual([
      '.ci/',
      'src/',
      'src/cms/',
      'src/lib/',
      'tests/',
      'tests/e2e/',
    ]);
  });

  it('refuses a document without the section or its code block', () => {
    expect(() => mapFolders('# Project\n', MAP_HEADING)).toThrow('no "## Where things are" section');
    expect(() => mapFolders('## Where things are\n\nprose only\n', MAP_HEADING)).toThrow('no code block');
  });
});

describe('foldersToDepth and checkFolderMap', () => {
  const files = ['README.md', '.ci/run', 'src/cms/a.ts', 'src/lib/hydration/b.ts', 'tests/setup/c.ts'];

  it('lists the folders holding files down to the depth, not the root or deeper ones', () => {
    expect(foldersToDepth(files, 2)).toEqual([
      '.ci/',
      'src/',
      'src/cms/',
      'src/lib/',
      'tests/',
      'tests/setup/',
    ]);
  });

  it('reports a folder the map leaves out and a listed folder that is gone', () => {
    const listed = ['.ci/', 'src/', 'src/cms/', 'src/lib/', 'src/gone/', 'tests/'];
    expect(checkFolderMap(listed, foldersToDepth(files, 2))).toEqual({
      unlisted: ['tests/setup/'],
      stale: ['src/gone/'],
    });
  });
});
