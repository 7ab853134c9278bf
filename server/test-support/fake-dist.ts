import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SITE } from '../../src/config/site.ts';
import { allPageRefs, builtPathFor } from '../../src/i18n/locales.ts';

/**
 * A minimal build output for server tests, so they do not depend on running
 * Astro: one HTML file per page (marked with its page and language and holding
 * the build origin like the real pages), sitemap, robots, a hashed script and
 * stylesheet with precompressed siblings, a small stylesheet without, and config.json.
 */
export const ASSET_PATH = '/_astro/app.Ab12Cd34.js';
export const ASSET_BODY = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
/** A dialog's on-demand stylesheet (decision 038): large enough to be precompressed. */
export const STYLESHEET_PATH = '/_astro/legal.Ef56Gh78.css';
export const STYLESHEET_BODY = `.terms{max-width:48rem}${'.terms__index{margin:1.5rem 0}'.repeat(40)}`;
/** Below precompress.ts's 512-byte floor: no .br/.gz beside it. */
export const SMALL_STYLESHEET_PATH = '/_astro/form-popup.Ij90Kl12.css';

async function put(root: string, relative: string, body: string | Buffer): Promise<void> {
  const path = join(root, relative);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, body);
}

export async function makeFakeDist(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'fake-dist-'));
  for (const ref of allPageRefs()) {
    const html = `<!doctype html><html lang="${ref.locale}"><head><link rel="canonical" href="${SITE.defaultPublicUrl}${builtPathFor(ref.page, ref.locale)}"></head><body data-page="${ref.page}" data-locale="${ref.locale}"></body></html>`;
    await put(root, `${builtPathFor(ref.page, ref.locale).slice(1)}/index.html`, html);
  }
  await put(root, 'sitemap.xml', `<urlset><url><loc>${SITE.defaultPublicUrl}/</loc></url></urlset>`);
  await put(root, 'robots.txt', `User-agent: *\nAllow: /\nSitemap: ${SITE.defaultPublicUrl}/sitemap.xml\n`);
  await put(root, ASSET_PATH.slice(1), ASSET_BODY);
  await put(root, `${ASSET_PATH.slice(1)}.br`, brotliCompressSync(ASSET_BODY));
  await put(root, `${ASSET_PATH.slice(1)}.gz`, gzipSync(ASSET_BODY));
  await put(root, STYLESHEET_PATH.slice(1), STYLESHEET_BODY);
  await put(root, `${STYLESHEET_PATH.slice(1)}.br`, brotliCompressSync(STYLESHEET_BODY));
  await put(root, `${STYLESHEET_PATH.slice(1)}.gz`, gzipSync(STYLESHEET_BODY));
  await put(root, SMALL_STYLESHEET_PATH.slice(1), '.form-popup__frame{border:0}');
  await put(
    root,
    'assets/config.json',
    '{"server":{"protocol":"http","host":"","port":0},"domain":"","routing":[]}',
  );
  await put(root, 'images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}
