// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brokenAnchors, headingAnchors, slug } from './anchors.ts';
import { DOCUMENTS, ROOT, read } from './repository-texts.ts';

const readMarkdown = (path: string): string | undefined =>
  existsSync(`${ROOT}${path}`) ? read(path) : undefined;

describe('links to a section of a document', () => {
  it('name a heading the document has, from README.md and docs/', () => {
    const broken = DOCUMENTS.flatMap((file) =>
      brokenAnchors(file, read(file), readMarkdown).map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('slug', () => {
  it('gives the anchors GitHub gives headings', () => {
    expect(slug('In the editor at /admin/')).toBe('in-the-editor-at-admin');
    expect(slug("The editor's login and who may publish")).toBe('the-editors-login-and-who-may-publish');
    expect(slug('`npm run leads` and the CLI')).toBe('npm-run-leads-and-the-cli');
    expect(slug('Décisions: 2026 – état')).toBe('décisions-2026--état');
    expect(slug('[Linked](x.md) heading')).toBe('linked-heading');
  });
});

describe('headingAnchors', () => {
  it('numbers repeated headings and skips code blocks and closing hashes', () => {
    const markdown = [
      '# Title',
      '## Times',
      '```sh',
      '# a comment, not a heading',
      '```',
      '## Times ##',
      '### Times',
    ].join('\n');
    expect([...headingAnchors(markdown)]).toEqual(['title', 'times', 'times-1', 'times-2']);
  });
});

describe('brokenAnchors', () => {
  const files = new Map([['docs/guide.md', '# Guide\n\n## Going live\n']]);
  const readExample = (path: string) => files.get(path);

  it('reports an anchor the linked document or the same document lacks', () => {
    const text = [
      '## Here',
      '[ok](guide.md#going-live) [gone](guide.md#going-dead) [self](#here) [not](#nowhere)',
      '[a file](../server/app.ts#L10) [missing file](none.md#x) [web](https://example.com/#x)',
    ].join('\n');
    expect(brokenAnchors('docs/index.md', text, readExample)).toEqual(['guide.md#going-dead', '#nowhere']);
  });
});
