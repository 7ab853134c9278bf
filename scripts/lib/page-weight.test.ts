import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipSize, kb, overBudget, pageAssets } from './page-weight.ts';

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
  it('finds the inline scripts, but not JSON-LD or a script with a src', () => {
    const assets = pageAssets(html);
    expect(assets.inlineScripts).toEqual(['(()=>{self.Astro={}})()']);
  });

  it('finds linked and inline CSS', () => {
    const assets = pageAssets(html);
    expect(assets.stylesheetUrls).toEqual(['/_astro/site.css']);
    expect(assets.inlineStyles).toEqual(['body{margin:0}']);
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
