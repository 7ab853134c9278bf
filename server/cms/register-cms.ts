import type { FastifyInstance } from 'fastify';
import { registerAdminRoutes } from './admin-route.ts';
import { registerEditorGate, type EditorGate } from './editor-gate.ts';
import type { OAuthFetch } from './github-oauth.ts';
import { registerOAuthRelay } from './oauth-relay.ts';
import { createStateCookie } from './state-cookie.ts';

/**
 * The environment's part the editor reads (server/env.ts validates it): named here rather than
 * taken as the whole Env, so this folder sits below the environment that names its defaults.
 */
export interface CmsEnv {
  readonly EDITOR_ORIGIN: string | undefined;
  readonly CMS_GITHUB_CLIENT_ID?: string | undefined;
  readonly CMS_GITHUB_CLIENT_SECRET?: string | undefined;
  readonly CMS_GITHUB_URL: string;
  readonly DIST_DIR: string;
  readonly PUBLIC_URL: string;
}

export interface CmsOptions {
  readonly env: CmsEnv;
  /** The server's secret; the login state is signed with a key derived from it (state-cookie.ts). */
  readonly secret: string;
  readonly httpsOnly: boolean;
  /** Serve /admin from the build (false under `npm run dev` and in API-only tests). */
  readonly serveSite: boolean;
  /** Test seam: GitHub's token endpoint; the platform's fetch by default. */
  readonly fetch?: OAuthFetch;
}

/**
 * The editor at /admin and its GitHub login relay at /cms/ (decisions 109, 110), on the editor's
 * own origin (decision 134). Without one (EDITOR_ORIGIN unset and a public address that is not
 * loopback) neither is served anywhere. Returns the gate, whose headers Fastify's framework
 * errors need too (app.ts).
 */
export async function registerCms(app: FastifyInstance, options: CmsOptions): Promise<EditorGate> {
  const { env } = options;
  const editorOrigin = env.EDITOR_ORIGIN;
  const gate = registerEditorGate(app, { editorOrigin, httpsOnly: options.httpsOnly });
  if (editorOrigin === undefined) {
    app.log.warn('EDITOR_ORIGIN is not set: the editor and its login are not served (decision 134)');
    return gate;
  }
  const id = env.CMS_GITHUB_CLIENT_ID;
  const secret = env.CMS_GITHUB_CLIENT_SECRET;
  const httpsEditor = editorOrigin.startsWith('https:');
  registerOAuthRelay(app, {
    client: id !== undefined && secret !== undefined ? { id, secret } : undefined,
    editorOrigin,
    githubUrl: env.CMS_GITHUB_URL,
    state: createStateCookie(options.secret, { forceSecure: httpsEditor }),
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
  });
  if (options.serveSite) {
    await registerAdminRoutes(app, { distDir: env.DIST_DIR, publicUrl: env.PUBLIC_URL, editorOrigin });
  }
  return gate;
}
