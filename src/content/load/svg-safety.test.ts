import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicFileProblems } from './public-files.ts';
import { svgProblems } from './svg-safety.ts';

const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${body}</svg>`;

describe('svgProblems', () => {
  it('passes a picture: shapes, gradients by fragment, inline styles without addresses', () => {
    const picture = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<style>rect{fill:url(#g)}</style><rect width="10" height="10" fill="url(#g)" style="opacity:.5"/>' +
        '<use href="#g"/><use xlink:href="#g"/>',
    );
    expect(svgProblems(picture)).toEqual([]);
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>'), /<script> element/],
    ['a script behind a namespace prefix', svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'), /<script> element/],
    ['an event attribute', svg('<rect onload="alert(1)"/>'), /event attribute onload/],
    ['an event attribute on the root', svg('', ' onload="alert(1)"'), /event attribute onload/],
    ['HTML in foreignObject', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), /<foreignObject> element/],
    ['a picture from another host', svg('<image href="https://evil.example/x.png"/>'), /another file or host/],
    ['another file by xlink', svg('<use xlink:href="other.svg#a"/>'), /another file or host/],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>'), /an address that runs/],
    ['an animated address', svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'), /animates an address/],
    ['a stylesheet import', svg('<style>@import url(https://evil.example/a.css);</style>'), /its <style>/],
    ['a CSS address in a style attribute', svg('<rect style="fill:url(https://evil.example/#a)"/>'), /style attribute/],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('')}`, /DOCTYPE/],
    ['a stylesheet instruction', `<?xml-stylesheet href="https://evil.example/a.xsl"?>${svg('')}`, /stylesheet/],
    ['an HTML page named .svg', '<html><body><script>alert(1)</script></body></html>', /not an SVG picture/],
    ['a file that is not XML', '<svg><script>alert(1)</svg', /not a well-formed SVG/],
  ])('refuses %s', (_name, source, reason) => {
    expect(svgProblems(source)).toContainEqual(expect.stringMatching(reason) as unknown);
  });
});

describe('publicFileProblems', () => {
  function publicDir(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'public-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    return dir;
  }

  it("names every file a browser would run, and an SVG with a script; the editor's configuration is its own", () => {
    const dir = publicDir({
      'images/ok.svg': svg('<rect/>'),
      'images/photo.png': 'png',
      'images/evil.svg': svg('<script>alert(1)</script>'),
      'images/x.js': 'alert(1)',
      'images/page.html': '<script>alert(1)</script>',
      'images/feed.xml': '<x/>',
      'admin/config.json': '{}',
      'admin/extra.js': 'alert(1)',
    });
    expect(publicFileProblems(dir)).toEqual([
      "public/admin/extra.js: the editor's folder holds only its own files: remove this one",
      'public/images/evil.svg: this SVG holds a <script> element, which runs or embeds content',
      'public/images/feed.xml: a browser would run this file as a script or a page of the site: remove it (pictures are SVG, PNG, JPEG or WebP)',
      'public/images/page.html: a browser would run this file as a script or a page of the site: remove it (pictures are SVG, PNG, JPEG or WebP)',
      'public/images/x.js: a browser would run this file as a script or a page of the site: remove it (pictures are SVG, PNG, JPEG or WebP)',
    ]);
  });

  it("passes the repository's public folder", () => {
    expect(publicFileProblems(join(process.cwd(), 'public'))).toEqual([]);
  });
});
