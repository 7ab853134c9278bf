import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';

const ONE_YEAR = 31_536_000;

/** Hashed build output never changes; everything else may change with a deploy. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return `public, max-age=${String(ONE_YEAR)}, immutable`;
  if (urlPath.startsWith('/assets/')) return 'public, max-age=300, must-revalidate';
  return 'public, max-age=86400';
}

/**
 * Files of the build other than the pages: served precompressed (.br/.gz made
 * by scripts/precompress.ts). Pages and the homepage sources are never served
 * from disk: pages.ts owns them.
 */
export async function registerStaticAssets(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(distDir),
    preCompressed: true,
    index: false,
    redirect: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.startsWith('/homepage/'),
    // @fastify/static passes the Fastify reply here, not the raw response.
    setHeaders: (reply: { header: (name: string, value: string) => unknown }, filePath: string) => {
      const urlPath = filePath.slice(resolve(distDir).length).replaceAll('\\', '/');
      reply.header('cache-control', cacheControlFor(urlPath));
    },
  });
}
