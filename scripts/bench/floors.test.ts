import { describe, expect, it } from 'vitest';
import { withoutScripts } from './floors.ts';

const PAGE = `<!doctype html><html lang="it"><head>
<script>document.documentElement.setAttribute('data-scripts', '')</script>
<link rel="modulepreload" href="/_astro/start-up.js">
<link rel="stylesheet" href="/_astro/site.css">
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><h1>Titolo</h1>
<astro-island component-url="/_astro/menu.js" props="{}"><nav>Menu</nav></astro-island>
<script type="module" src="/_astro/page.js"></script>
<script type="module">import '/_astro/x.js'</script>
<noscript><p>Senza script</p></noscript>
</body></html>`;

describe('withoutScripts', () => {
  const html = withoutScripts(PAGE);

  it('removes every script the browser would run and the module preloads', () => {
    expect(html).not.toContain('data-scripts');
    expect(html).not.toContain('/_astro/page.js');
    expect(html).not.toContain("import '/_astro/x.js'");
    expect(html).not.toContain('modulepreload');
  });

  it('keeps the document: data blocks, stylesheets, islands as rendered, text', () => {
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain('<link rel="stylesheet" href="/_astro/site.css">');
    expect(html).toContain(
      '<astro-island component-url="/_astro/menu.js" props="{}"><nav>Menu</nav></astro-island>',
    );
    expect(html).toContain('<h1>Titolo</h1>');
    expect(html).toContain('<noscript>');
  });
});
