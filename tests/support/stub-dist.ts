import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SITE } from '../../src/config/site.ts';
import { allPageRefs, builtPathFor } from '../../src/i18n/locales.ts';

/** The inline script every stub page carries (the CSP must list its hash). */
export const STUB_INLINE_SCRIPT = 'window.__stub = 1;';

/**
 * A minimal build output (every page of the locale table, sitemap, robots,
 * one hashed asset) so server tests and process tests run without
 * `npm run build`.
 */
export function createStubDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stub-dist-'));
  const write = (relative: string, text: string) => {
    const file = join(dir, relative);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  for (const ref of allPageRefs()) {
    write(
      `${builtPathFor(ref.page, ref.locale).slice(1)}/index.html`,
      `<!DOCTYPE html><html lang="${ref.locale}"><head><title>${ref.page} ${ref.locale}</title>` +
        `<link rel="canonical" href="${SITE.defaultPublicUrl}/"><script type="application/ld+json">{"a":1}</script></head>` +
        `<body><h1>${ref.page}</h1><script>${STUB_INLINE_SCRIPT}</script></body></html>`,
    );
  }
  write('sitemap.xml', `<urlset><url><loc>${SITE.defaultPublicUrl}/</loc></url></urlset>`);
  write('robots.txt', `Sitemap: ${SITE.defaultPublicUrl}/sitemap.xml\n`);
  write('_astro/app.abc123.js', 'console.log(1);');
  return dir;
}
