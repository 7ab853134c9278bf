import { describe, expect, it } from 'vitest';
import { pageScriptProblems } from './page-scripts.ts';
import { hashSource } from './site-inline-scripts.ts';

const LISTED = 'window.listed=1';
const allowed = new Set([hashSource(LISTED)]);
const page = (body: string) =>
  `<!doctype html><html><head><script>${LISTED}</script></head><body>${body}</body></html>`;

describe('pageScriptProblems', () => {
  it('passes a page running only listed scripts, external scripts and data blocks', () => {
    const body =
      '<script src="/_astro/a.js"></script><script type="module" src="/_astro/b.js"></script>' +
      '<script type="application/ld+json">{"a":"\\u003c/script>"}</script><script type="application/json">{}</script>' +
      '<a href="https://example.com">a</a><a href="mailto:a@b.it">b</a><a href="/it/">c</a>';
    expect(pageScriptProblems(page(body), allowed)).toEqual([]);
  });

  it.each([
    [
      'a script a value ended its data block to write',
      '<script type="application/ld+json">{}</script><script>alert(1)</script>',
    ],
    ['a module script', '<script type="module">alert(1)</script>'],
    ['a script of an unknown type', '<script type="text/x-unknown">alert(1)</script>'],
    ['a script inside a template', '<template><script>alert(1)</script></template>'],
  ])('refuses %s', (_name, body) => {
    expect(pageScriptProblems(page(body), allowed)).toEqual([
      expect.stringMatching(/^an inline script our code does not write: "alert\(1\)"$/) as unknown,
    ]);
  });

  it('refuses event attributes on any element, SVG included', () => {
    expect(
      pageScriptProblems(page('<img src=x onerror=alert(1)><svg><circle ONload="alert(1)"/></svg>'), allowed),
    ).toEqual(['<img> carries the event attribute onerror', '<circle> carries the event attribute onload']);
  });

  it('refuses javascript: addresses, however they are spelt', () => {
    expect(
      pageScriptProblems(
        page('<a href="javascript:alert(1)">a</a><a href=" JaVa\tScRiPt:alert(1)">b</a>'),
        allowed,
      ),
    ).toEqual(['<a> href is a javascript: address', '<a> href is a javascript: address']);
  });

  it('lists a listed script by its exact text: one changed character is another script', () => {
    expect(pageScriptProblems(`<script>${LISTED};</script>`, allowed)).toHaveLength(1);
  });
});
