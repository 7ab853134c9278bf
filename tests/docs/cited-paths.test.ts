// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commentsOf } from './comments.ts';
import { TOP_LEVEL_FOLDERS, markdownLinks, missingCitations, pathExists, pathTokens } from './cited-paths.ts';
import { CODE, DOCUMENTS, ROOT, proseOf, read } from './repository-texts.ts';

/**
 * `file: path` for every cited path of the files that does not exist. A code file whose whole text
 * cites no missing path is not parsed for its comments (they are part of that text).
 */
function missingIn(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    if (!file.endsWith('.md') && missingCitations(ROOT, file, [read(file)]).length === 0) return [];
    return missingCitations(ROOT, file, proseOf(file)).map((path) => `${file}: ${path}`);
  });
}

describe('repository paths cited in prose', () => {
  it('exist when README.md or docs/ cite them', () => {
    expect(DOCUMENTS).toContain('docs/decisions/README.md');
    expect(missingIn(DOCUMENTS)).toEqual([]);
  });

  it('exist when a code comment cites them', () => {
    expect(CODE.length).toBeGreaterThan(100);
    expect(missingIn(CODE)).toEqual([]);
  });

  it('start with a top-level folder the repository has', () => {
    expect(TOP_LEVEL_FOLDERS.filter((folder) => !existsSync(`${ROOT}${folder}`))).toEqual([]);
  });
});

describe('pathTokens', () => {
  it('reads paths from the top-level folders, without the sentence around them', () => {
    const text = [
      'The route (server/leads/send-route.ts) answers; see `docs/decisions/`, then',
      'src/pages/[...slug].astro, server/app.ts:42. Also "tests/e2e/x.spec.ts" and src/forms/*.ts;',
      '[the index](docs/decisions/README.md#status) and server/…/send-route.ts.',
    ].join('\n');
    expect(pathTokens(text)).toEqual([
      'server/leads/send-route.ts',
      'docs/decisions/',
      'src/pages/[...slug].astro',
      'server/app.ts',
      'tests/e2e/x.spec.ts',
      'src/forms/*.ts',
      'docs/decisions/README.md',
      'server/…/send-route.ts',
    ]);
  });

  it('leaves out web addresses, other folders and words that only contain a folder name', () => {
    const text = [
      'https://example.com/src/app.ts, node_modules/astro/src/x.ts, DATA_DIR/forms/,',
      'sub-scripts/x, transcripts/y, @scope/server/z, ../server/app.ts',
    ].join('\n');
    expect(pathTokens(text)).toEqual([]);
  });
});

describe('markdownLinks', () => {
  it('reads relative link targets, not web addresses, anchors or mail', () => {
    const text =
      '[a](../requirements.md) [b](https://example.com/x) [c](#status) [d](mailto:x@example.com) ' +
      '[e](079-x.md "title")';
    expect(markdownLinks(text)).toEqual(['../requirements.md', '079-x.md']);
  });
});

describe('pathExists', () => {
  it('finds files and folders, and globs that match at least one file', () => {
    expect(pathExists(ROOT, 'server/app.ts')).toBe(true);
    expect(pathExists(ROOT, 'docs/decisions/')).toBe(true);
    expect(pathExists(ROOT, 'src/pages/[...slug].astro')).toBe(true);
    expect(pathExists(ROOT, 'server/**/send-route.ts')).toBe(true);
    expect(pathExists(ROOT, 'server/…/send-route.ts')).toBe(true);
    expect(pathExists(ROOT, 'public/images/share-{it,en}.png')).toBe(true);
  });

  it('refuses a path or a glob that names nothing', () => {
    expect(pathExists(ROOT, 'server/no-such-file.ts')).toBe(false);
    expect(pathExists(ROOT, 'server/…/no-such-file.ts')).toBe(false);
    expect(pathExists(ROOT, 'src/**/*.no-such-extension')).toBe(false);
  });
});

describe('missingCitations', () => {
  it('reports a cited path that does not exist, and a broken relative link of a document', () => {
    const text = 'See server/app.ts, server/gone.ts and [the index](README.md), [gone](999-gone.md).';
    expect(missingCitations(ROOT, 'docs/decisions/001-x.md', [text])).toEqual([
      'server/gone.ts',
      '999-gone.md',
    ]);
  });

  it('does not read Markdown links in code comments (JSDoc links are not files)', () => {
    expect(missingCitations(ROOT, 'src/x.ts', ['/** [label](999-gone.md) */'])).toEqual([]);
  });
});

describe('commentsOf', () => {
  it('reads TypeScript comments but not strings that look like them', () => {
    const text = [
      '// server/a.ts in a line comment',
      "const url = 'https://example.com/server/b.ts'; /* server/c.ts */",
      "const path = 'src/d.ts // not a comment';",
    ].join('\n');
    expect(commentsOf('x.ts', text)).toEqual(['// server/a.ts in a line comment', '/* server/c.ts */']);
  });

  it('reads JSX comments in .tsx files', () => {
    const text =
      'export const A = () => (\n  <p>\n    {/* src/e.ts */}\n    src/not-a-comment.ts\n  </p>\n);\n';
    expect(commentsOf('x.tsx', text)).toEqual(['/* src/e.ts */']);
  });

  it('reads every kind of comment of an .astro file', () => {
    const text = [
      '---',
      '// front',
      "const a = 'x';",
      '---',
      '<!-- markup -->',
      '<p>{/* jsx */}</p>',
      '<script>',
      '  /* script */',
      '</script>',
      '<style>',
      '  /* style */',
      '</style>',
    ].join('\n');
    expect(commentsOf('x.astro', text)).toEqual([
      '// front',
      '/* script */',
      '/* style */',
      '<!-- markup -->',
      '{/* jsx */}',
    ]);
  });

  it('reads CSS comments', () => {
    expect(commentsOf('x.css', 'a { color: red; } /* one */\n/* two */')).toEqual(['/* one */', '/* two */']);
  });
});
