import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'parse5';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageScriptProblems } from '../../scripts/lib/page-scripts.ts';
import { hashSource, siteInlineScripts } from '../../scripts/lib/site-inline-scripts.ts';
import { checkContent, ContentError } from '../../src/content/load/site-content.ts';
import { CONTENT_FILES } from '../../src/content/schema/content-files.ts';
import { HOSTILE_TEXT, hostileContent, type HostileCopy } from '../support/cms/hostile-content.ts';

/**
 * Content is always text (decision 133): every string field of every content file, walked from
 * the schemas, holds hostile values; the site is built from them into a temporary folder, and
 * every page runs only the inline scripts our code writes, carries no event attribute, and shows
 * each hostile value as text. Links made hostile are refused by check:content, naming each.
 */
const run = promisify(execFile);
const PLACEHOLDER_RULE = /^(\S+): (\S+) may only use the placeholders/;

function problemsOf(root: string): string[] {
  try {
    checkContent(root, CONTENT_FILES, 'public');
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return [...error.problems];
  }
}

/** Fields that allow listed placeholders only (the terms) get look-alikes of those instead. */
function buildableHostileContent(link: (original: string) => string): HostileCopy {
  const first = hostileContent(CONTENT_FILES, link);
  const listedOnly = new Set(
    problemsOf(first.root).flatMap((line) => {
      const match = PLACEHOLDER_RULE.exec(line);
      return match ? [`${match[1] ?? ''}: ${match[2] ?? ''}`] : [];
    }),
  );
  return hostileContent(CONTENT_FILES, link, listedOnly);
}

describe('hostile links', () => {
  it('are refused by check:content, one line naming the file and the field of each', async () => {
    const copy = buildableHostileContent(() => 'javascript:alert(1)');
    const links = copy.fields.filter((field) => field.kind === 'link');
    expect(links.length).toBeGreaterThan(0);
    const failed = await run(process.execPath, ['scripts/check-content.ts'], {
      env: { ...process.env, SITE_CONTENT_DIR: copy.root },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failed.code).toBe(1);
    for (const { file, path } of links) {
      expect(failed.stderr).toContain(`${file}: ${path} must be an https: address`);
    }
    expect(
      failed.stderr
        .trim()
        .split('\n')
        .filter((line) => line.startsWith('content/')),
    ).toHaveLength(links.length);
  });
});

describe('a site built from hostile content', () => {
  let pages: { file: string; html: string }[] = [];
  let copy: HostileCopy;
  beforeAll(async () => {
    // Links that stay addresses, and still carry markup: only the URL's own escaping may touch them.
    copy = buildableHostileContent((original) => `${original}?q="><script>alert(1)</script>`);
    expect(problemsOf(copy.root)).toEqual([]);
    const outDir = join(mkdtempSync(join(tmpdir(), 'hostile-build-')), 'dist');
    const env = { ...process.env, SITE_CONTENT_DIR: copy.root, ASTRO_TELEMETRY_DISABLED: '1' };
    await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], { env });
    // finish-build refuses a page holding an unlisted script: it must pass here.
    await run(process.execPath, ['scripts/finish-build.ts', outDir], { env });
    pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
      .map((file) => ({ file, html: readFileSync(join(outDir, file), 'utf8') }));
  }, 300_000);

  it('walked every kind of field', () => {
    expect(new Set(copy.fields.map((field) => field.kind))).toEqual(new Set(['text', 'link', 'fixed']));
    expect(pages.length).toBeGreaterThanOrEqual(8);
  });

  it('runs only the listed inline scripts on every page, and no event attribute', async () => {
    const allowed = new Set((await siteInlineScripts()).map((script) => hashSource(script.text)));
    for (const { file, html } of pages) expect(pageScriptProblems(html, allowed), file).toEqual([]);
  });

  it('shows each hostile value as text, never as markup', () => {
    for (const { file, html } of pages) {
      const { texts, elements, comments } = readDocument(html);
      // Hyphenation adds soft hyphens inside words; whitespace is laid out again by the page.
      const shown = texts.map((text) => text.replace(/\u00ad/g, '').replace(/\s+/g, ' ')).join('\n');
      for (const value of HOSTILE_TEXT.slice(0, 3)) expect(shown, `${file}: ${value}`).toContain(value);
      // The look-alikes are shown as written (one set of braces, or the terms' own look-alikes).
      expect(shown.includes('{constructor}') || shown.includes('{ product }'), file).toBe(true);
      // Nothing the values spell became markup: no <img src=x>, no comment opened by `<!--`.
      expect(
        elements.filter((element) => element.name === 'img' && element.src === 'x'),
        file,
      ).toEqual([]);
      expect(
        comments.filter((comment) => comment.includes('line')),
        file,
      ).toEqual([]);
    }
  });

  it('keeps the JSON-LD one data block whose values parse back to the hostile text', () => {
    const home = pages.find((page) => page.file === 'homepage/it/index.html');
    const block =
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(home?.html ?? '')?.[1] ?? '';
    expect(block).not.toMatch(/[<>\u2028\u2029]/);
    const data = JSON.parse(block) as { description: string };
    for (const value of HOSTILE_TEXT.slice(0, 4)) expect(data.description).toContain(value);
  });
});

/** The text a reader gets from a page: text nodes (scripts' and styles' excluded) and attribute values. */
function readDocument(html: string): {
  texts: string[];
  elements: { name: string; src: string | undefined }[];
  comments: string[];
} {
  interface Node {
    nodeName: string;
    value?: string;
    data?: string;
    attrs?: { name: string; value: string }[];
    childNodes?: Node[];
    content?: Node;
  }
  const texts: string[] = [];
  const elements: { name: string; src: string | undefined }[] = [];
  const comments: string[] = [];
  const visit = (node: Node, inScript: boolean) => {
    if (node.nodeName === '#text' && !inScript && node.value !== undefined) texts.push(node.value);
    if (node.nodeName === '#comment') comments.push(node.data ?? '');
    if (node.attrs) {
      elements.push({
        name: node.nodeName,
        src: node.attrs.find((attribute) => attribute.name === 'src')?.value,
      });
      for (const attribute of node.attrs) texts.push(attribute.value);
    }
    const script = inScript || node.nodeName === 'script' || node.nodeName === 'style';
    for (const child of node.childNodes ?? []) visit(child, script);
    if (node.content) visit(node.content, script);
  };
  visit(parse(html), false);
  return { texts, elements, comments };
}
