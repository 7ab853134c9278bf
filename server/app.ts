import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Env } from './env.ts';
import { codeForStatus, errorBody, ERROR_CODES } from './errors.ts';
import { registerHealth } from './routes/health.ts';
import { registerPages } from './site/pages.ts';
import { registerStaticAssets } from './site/static-assets.ts';

export interface AppDeps {
  readonly env: Env;
  /** Fastify logger options; tests pass `false`. */
  readonly logger?: FastifyServerOptions['logger'];
  /** Serve the built site (default). `npm run dev` turns it off: Astro's dev server serves pages. */
  readonly serveSite?: boolean;
}

/** Paths that belong to the API: unknown ones answer JSON 404, never a redirect. */
function isApiPath(url: string): boolean {
  return url.startsWith('/open/') || url === '/open';
}

/**
 * Builds the whole server without listening (tests use `app.inject()`;
 * index.ts listens).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.env.LOG_LEVEL },
    routerOptions: { ignoreDuplicateSlashes: true },
  });

  await app.register(fastifyCookie);
  registerHealth(app);
  if (deps.serveSite ?? true) {
    await registerPages(app, { distDir: deps.env.DIST_DIR, publicUrl: deps.env.PUBLIC_URL });
    await registerStaticAssets(app, deps.env.DIST_DIR);
  }

  // Any other path, at any depth, goes to the homepage (spec §2).
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path)) {
      return reply.header('cache-control', 'no-store').redirect('/', 302);
    }
    return reply.status(ERROR_CODES.NOT_FOUND.status).send(errorBody('NOT_FOUND'));
  });

  app.setErrorHandler(async (error, request, reply) => {
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
    const path = request.url.split('?')[0] ?? '/';
    // A directory or a refused file of the build is just an unknown page.
    if ((status === 403 || status === 404) && !isApiPath(path) && request.method !== 'POST') {
      reply.callNotFound();
      return reply;
    }
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      return reply.status(ERROR_CODES[code].status).send(errorBody(code));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(ERROR_CODES.INTERNAL.status).send(errorBody('INTERNAL'));
  });

  return app;
}
