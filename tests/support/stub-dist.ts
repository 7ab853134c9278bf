import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ADMIN_PAGE_HTML } from '../../src/cms/admin-page.ts';
import { SITE } from '../../src/config/site.ts';
import { INLINE_SCRIPTS_FILE } from '../../server/security/inline-hashes.ts';
import { inlineScriptHashes } from './inline-script-hashes.ts';
import { allPageRefs, builtPathFor } from '../../src/i18n/locales.ts';

/** The inline script every stub page carries (the CSP must list its hash). */
export const STUB_INLINE_SCRIPT = 'window.__stub = 1;';

/** A hashed script with its precompressed siblings (brotli and gzip, as the build writes them). */
export const ASSET_PATH = '/_astro/app.Ab12Cd34.js';
export const ASSET_BODY = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
/** A dialog's on-demand stylesheet (decision 038): large enough to be precompressed. */
export const STYLESHEET_PATH = '/_astro/legal.Ef56Gh78.css';
export const STYLESHEET_BODY = `.terms{max-width:48rem}${'.terms__index{margin:1.5rem 0}'.repeat(40)}`;
/** Below precompress.ts's 512-byte floor: no .br/.gz beside it. */
export const SMALL_STYLESHEET_PATH = '/_astro/form-popup.Ij90Kl12.css';

/**
 * A minimal build output, so server tests, process tests and the server benchmark run without
 * `npm run build`: one HTML file per page of the locale table (marked with its page and
 * language, holding the build origin like the real pages, with one inline script and one
 * JSON-LD block), sitemap, robots, config.json, a logo, a hashed script and stylesheets with
 * and without precompressed siblings, and the editor's page and configuration at /admin/ as
 * committed (its bundle a stub).
 */
export function createStubDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stub-dist-'));
  const write = (relative: string, body: string | Buffer) => {
    const file = join(dir, relative);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  };
  const writeCompressed = (urlPath: string, body: string) => {
    write(urlPath.slice(1), body);
    write(`${urlPath.slice(1)}.br`, brotliCompressSync(body));
    write(`${urlPath.slice(1)}.gz`, gzipSync(body));
  };
  for (const ref of allPageRefs()) {
    const path = builtPathFor(ref.page, ref.locale);
    write(
      `${path.slice(1)}/index.html`,
      `<!doctype html><html lang="${ref.locale}"><head><title>${ref.page} ${ref.locale}</title>` +
        `<link rel="canonical" href="${SITE.defaultPublicUrl}${path}"><script type="application/ld+json">{"a":1}</script></head>` +
        `<body data-page="${ref.page}" data-locale="${ref.locale}"><h1>${ref.page}</h1><script>${STUB_INLINE_SCRIPT}</script></body></html>`,
    );
  }
  write('sitemap.xml', `<urlset><url><loc>${SITE.defaultPublicUrl}/</loc></url></urlset>`);
  write('robots.txt', `User-agent: *\nAllow: /\nSitemap: ${SITE.defaultPublicUrl}/sitemap.xml\n`);
  writeCompressed(ASSET_PATH, ASSET_BODY);
  writeCompressed(STYLESHEET_PATH, STYLESHEET_BODY);
  write(SMALL_STYLESHEET_PATH.slice(1), '.form-popup__frame{border:0}');
  write('assets/config.json', '{"server":{"protocol":"http","host":"","port":0},"domain":"","routing":[]}');
  write('images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('admin/index.html', ADMIN_PAGE_HTML);
  write('admin/config.json', readFileSync('public/admin/config.json'));
  write('admin/sveltia-cms.js', 'window.__stubEditor = 1;');
  // The list the build writes from our sources (scripts/lib/page-scripts.ts): the stub's one script.
  const [hash] = inlineScriptHashes(`<script>${STUB_INLINE_SCRIPT}</script>`);
  write(INLINE_SCRIPTS_FILE, JSON.stringify({ scripts: [{ name: 'stub', hash }] }));
  return dir;
}
