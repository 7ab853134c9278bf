import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE } from '../../src/config/site.ts';
import { compressDocument, loadDocument } from '../site/document-cache.ts';
import { sendDocument } from '../site/pages.ts';

/**
 * /admin: the editor's page and its generated configuration (decision 109), loaded once at start
 * and answered on the editor's origin only (editor-gate.ts gives every answer there the editor's
 * headers). The configuration names the build's default origin; here the login relay's address
 * (`backend.base_url`) becomes the editor's origin and the site's address (`site_url`) the public
 * one (decision 134). The bundle, its chunk and fonts are static files of the build
 * (server/site/static-assets.ts).
 */
export async function registerAdminRoutes(
  app: FastifyInstance,
  options: { readonly distDir: string; readonly publicUrl: string; readonly editorOrigin: string },
): Promise<void> {
  let page, config;
  try {
    page = await loadDocument(
      options.distDir,
      'admin/index.html',
      'text/html; charset=utf-8',
      SITE.defaultPublicUrl,
      options.publicUrl,
    );
    config = JSON.parse(await readFile(join(options.distDir, 'admin/config.json'), 'utf8')) as {
      backend: Record<string, unknown>;
      site_url?: string;
    };
  } catch (error) {
    // A build from before the editor (`bench:pages -- --against` serves earlier commits): the site still runs.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    app.log.warn('the build has no editor (dist/admin/): /admin is not served');
    return;
  }
  const served = compressDocument(
    JSON.stringify({
      ...config,
      backend: { ...config.backend, base_url: options.editorOrigin },
      site_url: options.publicUrl,
    }),
    'application/json; charset=utf-8',
  );
  app.get('/admin', async (_request, reply) => reply.redirect('/admin/', 301));
  app.get('/admin/', async (request, reply) => sendDocument(request, reply, page));
  app.get('/admin/config.json', async (request, reply) => sendDocument(request, reply, served));
}
