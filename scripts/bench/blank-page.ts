import Fastify from 'fastify';
import { cspOrigins } from '../../server/security/csp-origins.ts';
import { registerSecurityHeaders } from '../../server/security/security-headers.ts';
import { trackingCodeOrigins } from '../../src/config/hubspot-hosts.ts';
import { analytics } from '../../src/config/site-settings.ts';

/**
 * A page with a heading and a sentence, served with our security headers: what Lighthouse
 * measures for it on this machine is the floor under every page's numbers.
 *
 * Chrome's own work when it commits a navigation (creating the page's JavaScript context,
 * reading the response) is one task that the simulated phone slows down four times. Our
 * `Cross-Origin-Opener-Policy` (required, decision 062) puts each page in a fresh browsing
 * context group, so that task runs in a renderer that has done nothing yet, as for a visitor
 * arriving from another site. On a shared two-core VM it passes 50 ms after the first paint
 * in some runs on its own (docs/benchmarks.md, "Method").
 */
const BLANK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Blank page</title><meta name="description" content="A calibration page for the Lighthouse benchmark.">
</head><body><main><h1>Blank page</h1><p>Nothing else to see here.</p></main></body></html>`;

/** Serves the blank page on a loopback port; returns its URL and a way to stop. */
export async function startBlankPage(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  await registerSecurityHeaders(app, {
    inlineScriptHashes: [],
    httpsOnly: false,
    origins: cspOrigins(trackingCodeOrigins(analytics.hubspotRegion)),
  });
  app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(BLANK_PAGE));
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${String(port)}/`, close: () => app.close() };
}
