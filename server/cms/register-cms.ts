import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';
import { registerAdminRoutes } from './admin-route.ts';
import type { OAuthFetch } from './github-oauth.ts';
import { registerOAuthRelay } from './oauth-relay.ts';
import { createStateCookie } from './state-cookie.ts';

export interface CmsOptions {
  readonly env: Env;
  /** The secret the forgery cookie is signed with (server/security/xsrf.ts) signs the login state too. */
  readonly secret: string;
  readonly httpsOnly: boolean;
  /** Serve /admin from the build (false under `npm run dev` and in API-only tests). */
  readonly serveSite: boolean;
  /** Test seam: GitHub's token endpoint; the platform's fetch by default. */
  readonly fetch?: OAuthFetch;
}

/** The editor at /admin and its GitHub login relay at /cms/ (decisions 109, 110). */
export async function registerCms(app: FastifyInstance, options: CmsOptions): Promise<void> {
  const { env } = options;
  const id = env.CMS_GITHUB_CLIENT_ID;
  const secret = env.CMS_GITHUB_CLIENT_SECRET;
  registerOAuthRelay(app, {
    client: id !== undefined && secret !== undefined ? { id, secret } : undefined,
    publicUrl: env.PUBLIC_URL,
    state: createStateCookie(options.secret, { forceSecure: options.httpsOnly }),
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
  });
  if (options.serveSite) {
    await registerAdminRoutes(app, {
      distDir: env.DIST_DIR,
      publicUrl: env.PUBLIC_URL,
      httpsOnly: options.httpsOnly,
    });
  }
}
