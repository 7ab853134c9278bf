import Fastify from 'fastify';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { cspOrigins } from '../../server/security/csp-origins.ts';
import { registerSecurityHeaders } from '../../server/security/security-headers.ts';
import { trackingCodeOrigins } from '../../src/config/hubspot-hosts.ts';
import { analytics } from '../../src/config/site-settings.ts';

/**
 * The page benchmark's two floors. The blank page (a heading and a sentence, our security headers) is
 * the machine's: Chrome committing a navigation is one task the simulated phone slows down four times,
 * and our Cross-Origin-Opener-Policy (decision 062) runs it in a fresh renderer, so on a shared 2-core
 * VM it passes 50 ms after the first paint in some runs on its own. Each page without its scripts is
 * the page's: between it and the page as built lies what the scripts add.
 */
const BLANK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Blank page</title><meta name="description" content="A calibration page for the Lighthouse benchmark.">
</head><body><main><h1>Blank page</h1><p>Nothing else to see here.</p></main></body></html>`;

/** Serves the blank page on a free loopback port; returns its URL and a way to stop. */
export async function startBlankPage() {
  const app = Fastify({ logger: false });
  await registerSecurityHeaders(app, {
    inlineScriptHashes: [],
    httpsOnly: false,
    origins: cspOrigins(trackingCodeOrigins(analytics.hubspotRegion)),
  });
  app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(BLANK_PAGE));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/`, close: () => app.close() };
}

/** Script types a browser does not run: data blocks stay, they are part of the document. */
const DATA_BLOCK_TYPES = new Set(['application/ld+json', 'application/json', 'importmap']);

/** The HTML without the scripts the browser would run (inline, external, modules) and the module preloads. */
export function withoutScripts(html: string): string {
  const { document } = new JSDOM(html).window;
  for (const script of document.querySelectorAll('script')) {
    if (!DATA_BLOCK_TYPES.has(script.getAttribute('type') ?? '')) script.remove();
  }
  for (const preload of document.querySelectorAll('link[rel="modulepreload"]')) preload.remove();
  // Our pages all start with the HTML5 doctype (standards mode); outerHTML leaves it out.
  return `<!doctype html>${document.documentElement.outerHTML}`;
}

/** A copy of a built site whose pages have no scripts (nor precompressed twins that would have them). */
export async function copySiteWithoutScripts(distDir: string) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-scriptless-'));
  await cp(distDir, dir, { recursive: true });
  for (const entry of await readdir(dir, { recursive: true })) {
    if (!entry.endsWith('.html')) continue;
    const file = join(dir, entry);
    await writeFile(file, withoutScripts(await readFile(file, 'utf8')));
    await Promise.all(['.br', '.gz'].map((ext) => rm(file + ext, { force: true })));
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
