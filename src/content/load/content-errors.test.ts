import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { ContentError, REPOSITORY_ROOT, checkContent } from './site-content.ts';

/**
 * The lines a marketer reads when a content file is wrong (decision 107): each test breaks one
 * thing in a copy of the repository's content files and pins the exact lines the build prints.
 */

let root: string;
const SUSTAINABILITY = 'content/pages/sustainability.yaml';

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(REPOSITORY_ROOT, 'content'), join(root, 'content'), { recursive: true });
  symlinkSync(join(REPOSITORY_ROOT, 'public'), join(root, 'public'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Edits one file of the copy as a YAML document, comments and order kept. */
function edit(path: string, change: (document: ReturnType<typeof parseDocument>) => void): void {
  const file = join(root, path);
  const document = parseDocument(readFileSync(file, 'utf8'));
  change(document);
  writeFileSync(file, document.toString());
}

function problems(): readonly string[] {
  try {
    checkContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('the content files', () => {
  it('all parse with their schemas, in both languages, as the repository has them', () => {
    expect(problems()).toEqual([]);
  });

  it('name the file and the field of a removed required value', () => {
    edit(SUSTAINABILITY, (document) => document.deleteIn(['en', 'intro', 'title']));
    expect(problems()).toEqual([`${SUSTAINABILITY}: en.intro.title is required`]);
  });

  it('name a misspelt field as unknown, and the field it should have been as missing', () => {
    edit(SUSTAINABILITY, (document) => {
      document.setIn(['it', 'closingCta', 'titel'], document.getIn(['it', 'closingCta', 'title']));
      document.deleteIn(['it', 'closingCta', 'title']);
    });
    expect(problems()).toEqual([
      `${SUSTAINABILITY}: it.closingCta.title is required`,
      `${SUSTAINABILITY}: it.closingCta.titel is not a known field (check its spelling and indentation)`,
    ]);
  });

  it('say what a wrong-typed value should be, counting list items from 1', () => {
    edit(SUSTAINABILITY, (document) => {
      document.setIn(['en', 'reasons', 'items', 1, 'label'], 42);
      document.setIn(['en', 'whatIs', 'block', 'direction'], 'up');
      document.setIn(['it', 'intro', 'subtitle'], '   ');
    });
    expect(problems()).toEqual([
      `${SUSTAINABILITY}: it.intro.subtitle must not be empty`,
      `${SUSTAINABILITY}: en.whatIs.block.direction must be left or right`,
      `${SUSTAINABILITY}: en.reasons.items[2].label must be a text`,
    ]);
  });

  it('hold each list to the length its layout is drawn for', () => {
    edit(SUSTAINABILITY, (document) => document.deleteIn(['en', 'reasons', 'items', 3]));
    expect(problems()).toEqual([`${SUSTAINABILITY}: en.reasons.items must have exactly 4 items`]);
  });

  it('name the file and the line of YAML that does not parse, never an empty collection', () => {
    // The commonest slip: a colon and a space inside unquoted text start a field of their own.
    writeFileSync(join(root, SUSTAINABILITY), 'it:\n  meta:\n    title: Storie: per tutti\nen: {}\n');
    expect(problems()).toEqual([
      `${SUSTAINABILITY}: line 3: Nested mappings are not allowed in compact mappings`,
    ]);
  });

  it('name a missing file', () => {
    rmSync(join(root, 'content/shared/site.yaml'));
    expect(problems()).toEqual([
      'content/shared/site.yaml: the file is missing (the site needs it: The videos’ titles and posters, the sharing picture, the terms page’s head.)',
    ]);
  });

  it('refuse a shared value that differs between the languages, and different {placeholders}', () => {
    edit('content/pages/home.yaml', (document) => {
      document.setIn(['en', 'audiences', 'items', 0, 'page'], 'companies');
      document.setIn(['en', 'intro', 'image', 'src'], '/images/hero/companies.svg');
      document.setIn(['en', 'intro', 'title'], 'Stories for {audience}');
    });
    expect(problems()).toEqual([
      'content/pages/home.yaml: en.intro.title must use the same {placeholders} as in it (none), not audience',
      'content/pages/home.yaml: en.intro.image.src must be the same as in it ("/images/hero/home.svg"): it is shared by both languages',
      'content/pages/home.yaml: en.audiences.items[1].page must be the same as in it ("sustainability"): it is shared by both languages',
    ]);
  });
});
