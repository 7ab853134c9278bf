import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, sendError, type ErrorCode } from '../errors.ts';
import { annotate } from '../logging/request-log.ts';
import { CALLBACK_CSP, callbackPage, type EditorErrorCode, type LoginResult } from './callback-page.ts';
import {
  authorizeUrl,
  exchangeCode,
  GITHUB_SCOPE,
  refreshToken,
  type OAuthClient,
  type OAuthFetch,
} from './github-oauth.ts';
import type { StateCookie } from './state-cookie.ts';

/**
 * The editor's GitHub login (decisions 110, 134, 135; its cookie and answers follow R14.4, R12.6):
 * GET /cms/auth sends the login popup to GitHub with a fresh state and a PKCE challenge, only when
 * the editor's own page asked; /cms/callback checks the state, trades the code and the verifier
 * for a token and hands it to the editor window (callback-page.ts); POST /cms/auth trades a GitHub
 * App refresh token for a new token, as Sveltia asks when GitHub answers 401. Without the app's
 * two variables every address answers 404, saying so.
 */
export interface OAuthRelayOptions {
  /** The GitHub App's (or OAuth app's) credentials; undefined: the login is not configured. */
  readonly client: OAuthClient | undefined;
  /** The editor's origin: the relay's own, where GitHub sends the browser back. */
  readonly editorOrigin: string;
  /** GitHub's web address (another for GitHub Enterprise, or a test's fake). */
  readonly githubUrl: string;
  readonly state: StateCookie;
  readonly fetch: OAuthFetch;
}

/**
 * The popup navigates to GitHub and back and must keep its opener: the site's `same-origin`
 * opener policy would cut that link, so these two addresses opt out (they show nothing else).
 */
const KEEP_OPENER = 'unsafe-none';
/** GitHub's tokens are 40 to a few hundred characters; anything longer is not one. */
const MAX_TOKEN_LENGTH = 1024;

function answerPage(
  reply: FastifyReply,
  editorOrigin: string,
  result: LoginResult,
  status = 200,
): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CALLBACK_CSP)
    .header('cross-origin-opener-policy', KEEP_OPENER)
    .header('cache-control', 'no-store')
    .send(callbackPage(result, editorOrigin));
}

/**
 * Whether the editor's own page asked (decision 134): the browser says the request comes from
 * this origin (Sec-Fetch-Site, which no page can set), and its Origin or Referer names the
 * editor's origin. A public page, another site, or a link typed elsewhere cannot start a login,
 * so none can make GitHub mint tokens in a loop (it keeps ten per person and app).
 */
export function askedByTheEditor(request: FastifyRequest, editorOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] !== 'same-origin') return false;
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin === editorOrigin;
  if (referer === undefined) return false;
  try {
    return new URL(referer).origin === editorOrigin;
  } catch {
    return false;
  }
}

export function registerOAuthRelay(app: FastifyInstance, options: OAuthRelayOptions): void {
  const { editorOrigin } = options;
  const redirectUri = `${editorOrigin}/cms/callback`;
  /** A refused login: the registry's status and code, told to the editor window as well. */
  const refuse = (reply: FastifyReply, code: ErrorCode, errorCode: EditorErrorCode) => {
    const { status, message } = ERROR_CODES[code];
    return answerPage(reply, editorOrigin, { error: message, errorCode, code }, status);
  };

  app.get('/cms/auth', async (request, reply) => {
    const { client } = options;
    if (!client) return sendError(reply, 'CMS_LOGIN_NOT_CONFIGURED');
    if (!askedByTheEditor(request, editorOrigin)) {
      annotate(request, { cmsLogin: 'not from the editor' });
      return refuse(reply, 'CMS_LOGIN_NOT_FROM_EDITOR', 'CSRF_DETECTED');
    }
    const { provider } = request.query as Record<string, unknown>;
    if (provider !== 'github') return sendError(reply, 'CMS_UNSUPPORTED_PROVIDER');
    const { state, codeChallenge } = options.state.issue(request, reply);
    // The editor asks for a scope too; the relay grants the one the backend needs, whatever it says.
    const query = new URLSearchParams({
      client_id: client.id,
      redirect_uri: redirectUri,
      scope: GITHUB_SCOPE,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    });
    return reply
      .header('cache-control', 'no-store')
      .header('cross-origin-opener-policy', KEEP_OPENER)
      .redirect(`${authorizeUrl(options.githubUrl)}?${query.toString()}`, 302);
  });

  app.get('/cms/callback', async (request, reply) => {
    const { client } = options;
    if (!client) return sendError(reply, 'CMS_LOGIN_NOT_CONFIGURED');
    const query = request.query as Record<string, unknown>;
    const codeVerifier = options.state.verifierFor(request, reply, query['state']);
    if (codeVerifier === undefined) {
      annotate(request, { cmsLogin: 'state' });
      return refuse(reply, 'CMS_STATE_INVALID', 'CSRF_DETECTED');
    }
    // GitHub sends the browser back with ?error=access_denied when the person cancels.
    if (query['error'] !== undefined || typeof query['code'] !== 'string' || query['code'] === '') {
      annotate(request, { cmsLogin: typeof query['error'] === 'string' ? query['error'] : 'no code' });
      return refuse(reply, 'CMS_LOGIN_DENIED', 'AUTH_CODE_REQUEST_FAILED');
    }
    const result = await exchangeCode(options.fetch, options.githubUrl, {
      client,
      code: query['code'],
      redirectUri,
      codeVerifier,
    });
    if ('failure' in result) {
      request.log.warn({ failure: result.failure }, 'GitHub refused the editor login code exchange');
      return refuse(reply, 'CMS_TOKEN_EXCHANGE_FAILED', 'TOKEN_REQUEST_FAILED');
    }
    return answerPage(reply, editorOrigin, result);
  });

  // Sveltia's refresh: JSON { grant_type, client_id, refresh_token } to its token URL, which for
  // an auth_endpoint without "/authorize" is the same address (its GitHub backend, 0.221.1).
  app.post('/cms/auth', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { client } = options;
    if (!client) return sendError(reply, 'CMS_LOGIN_NOT_CONFIGURED');
    if (!askedByTheEditor(request, editorOrigin)) return sendError(reply, 'CMS_LOGIN_NOT_FROM_EDITOR');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const token = body['refresh_token'];
    if (
      body['grant_type'] !== 'refresh_token' ||
      body['client_id'] !== client.id ||
      typeof token !== 'string' ||
      token === '' ||
      token.length > MAX_TOKEN_LENGTH
    ) {
      return sendError(reply, 'CMS_REFRESH_INVALID');
    }
    const result = await refreshToken(options.fetch, options.githubUrl, { client, refreshToken: token });
    if ('failure' in result) {
      request.log.warn({ failure: result.failure }, 'GitHub refused to refresh the editor token');
      return sendError(reply, 'CMS_TOKEN_EXCHANGE_FAILED');
    }
    return reply.send({ access_token: result.token, refresh_token: result.refreshToken ?? token });
  });
}
