import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipSize, kb, moduleClosure, overBudget, pageAssets, staticImports } from './page-weight.ts';

const html = `<!doctype html><html><head>
<link rel="stylesheet" href="/_astro/site.css"><style>body{margin:0}</style>
<link rel="modulepreload" href="/_astro/preloaded.js">
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="module" src="/_astro/entry.js"></script>
<script>(()=>{self.Astro={}})()</script>
</head><body>
<astro-island component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" before-hydration-url="" client="idle"></astro-island>
<astro-island component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" client="visible"></astro-island>
</body></html>`;

describe('pageAssets', () => {
  it('finds module scripts, modulepreloads and island code once each, but not JSON-LD', () => {
    const assets = pageAssets(html);
    expect(assets.scriptUrls.sort()).toEqual(
      ['/_astro/Menu.js', '/_astro/client.js', '/_astro/entry.js', '/_astro/preloaded.js'].sort(),
    );
    expect(assets.inlineScripts).toEqual(['(()=>{self.Astro={}})()']);
  });

  it('finds linked and inline CSS', () => {
    const assets = pageAssets(html);
    expect(assets.stylesheetUrls).toEqual(['/_astro/site.css']);
    expect(assets.inlineStyles).toEqual(['body{margin:0}']);
  });
});

describe('staticImports', () => {
  it('reads minified static imports and re-exports, but not dynamic imports', () => {
    const code =
      'import{a as b}from"./client.js";import"./side-effect.js";export{c}from"./re.js";' +
      'const lazy=()=>import("./Dialog.js");export*from"./all.js"';
    expect(staticImports(code).sort()).toEqual(['./all.js', './client.js', './re.js', './side-effect.js']);
  });
});

describe('moduleClosure', () => {
  it('follows static imports transitively, once per module', () => {
    const files: Record<string, string> = {
      '/_astro/a.js': 'import{x}from"./b.js";import("./lazy.js")',
      '/_astro/b.js': 'import"./c.js";import"./a.js"',
      '/_astro/c.js': 'export const c=1',
    };
    const read = (url: string) => files[url] ?? '';
    expect(moduleClosure(['/_astro/a.js'], read).sort()).toEqual([
      '/_astro/a.js',
      '/_astro/b.js',
      '/_astro/c.js',
    ]);
  });
});

describe('budgets', () => {
  it('measures gzip sizes', () => {
    expect(gzipSize('x'.repeat(1000))).toBe(gzipSync('x'.repeat(1000), { level: 9 }).length);
  });

  it('names every exceeded budget and nothing else', () => {
    const budget = { js: 70_000, css: 15_000, html: 20_000, htmlBrotli: 12_800 };
    expect(overBudget({ js: 70_000, css: 1, html: 20_000, htmlBrotli: 12_800 }, budget)).toEqual([]);
    expect(overBudget({ js: 70_001, css: 16_384, html: 1, htmlBrotli: 1 }, budget)).toEqual([
      'js 70,001 B > 70,000 B',
      'css 16,384 B > 15,000 B',
    ]);
  });

  it('writes kilobytes of 1,000 bytes', () => {
    expect(kb(20_000)).toBe('20.0 KB');
    expect(kb(20_480)).toBe('20.5 KB');
  });
});
