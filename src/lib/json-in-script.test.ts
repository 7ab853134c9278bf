import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { jsonInScript } from './json-in-script.ts';

/** Parses the block as a browser does and returns the document's scripts. */
function parsedBlock(value: unknown) {
  const html = `<!doctype html><head><script type="application/ld+json">${jsonInScript(value)}</script></head>`;
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll('script')];
}

describe('jsonInScript', () => {
  const hostile = [
    '</script><script>alert(1)</script>',
    '</SCRIPT ><script>alert(1)</script>',
    '<!--<script>',
    '"><img src=x onerror=alert(1)>',
    'a & b > c',
    'line\u2028separator\u2029paragraph',
  ];

  it.each(hostile)('keeps %j inside one data block, parsed back unchanged', (text) => {
    const scripts = parsedBlock({ description: text });
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({ description: text });
  });

  it('writes none of the characters that change an HTML script element or a JavaScript line', () => {
    expect(jsonInScript({ all: hostile.join('') })).not.toMatch(/[<>&\u2028\u2029]/);
  });
});
