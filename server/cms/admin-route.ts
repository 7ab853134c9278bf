import type { FastifyInstance } from 'fastify';
import { SITE } from '../../src/config/site.ts';
import { loadDocument } from '../site/document-cache.ts';
import { sendDocument } from '../site/pages.ts';
import { adminHeaders } from './admin-headers.ts';

/**
 * /admin: the editor's page and its generated configuration (decision 109), loaded once at start.
 * The configuration names the build's default origin as the login relay's address; it is
 * rewritten to PUBLIC_URL here, as every page is. The bundle, its chunk and fonts are static
 * files of the build (server/site/static-assets.ts); every /admin answer gets the editor's headers.
 */
export async function registerAdminRoutes(
  app: FastifyInstance,
  options: { readonly distDir: string; readonly publicUrl: string; readonly httpsOnly: boolean },
): Promise<void> {
  const load = (file: string, type: string) =>
    loadDocument(options.distDir, `admin/${file}`, type, SITE.defaultPublicUrl, options.publicUrl);
  let page, config;
  try {
    page = await load('index.html', 'text/html; charset=utf-8');
    config = await load('config.json', 'application/json; charset=utf-8');
  } catch (error) {
    // A build from before the editor (bench:compare serves earlier commits): the site still runs.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    app.log.warn('the build has no editor (dist/admin/): /admin is not served');
    return;
  }
  const headers = adminHeaders(options.httpsOnly);

  app.addHook('onRequest', (request, reply, done) => {
    if (request.url === '/admin' || request.url.startsWith('/admin/') || request.url.startsWith('/admin?')) {
      reply.headers(headers);
    }
    done();
  });
  app.get('/admin', async (_request, reply) => reply.redirect('/admin/', 301));
  app.get('/admin/', async (request, reply) => sendDocument(request, reply, page));
  app.get('/admin/config.json', async (request, reply) => sendDocument(request, reply, config));
}
