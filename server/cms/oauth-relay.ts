import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES, sendError, type ErrorCode } from '../errors.ts';
import { annotate } from '../logging/request-log.ts';
import { CALLBACK_CSP, callbackPage, type EditorErrorCode, type LoginResult } from './callback-page.ts';
import { exchangeCode, GITHUB_AUTHORIZE_URL, GITHUB_SCOPE, type OAuthFetch } from './github-oauth.ts';
import type { StateCookie } from './state-cookie.ts';

/**
 * The editor's GitHub login (decision 110; its cookie and answers follow R14.4, R12.6): /cms/auth
 * sends the login popup to GitHub with a fresh state, /cms/callback checks it, trades the code for
 * a token and hands the token to the editor window (callback-page.ts). Without the OAuth app's
 * two variables both answer 404, saying so.
 */
export interface OAuthRelayOptions {
  /** The OAuth app's credentials; undefined: the login is not configured. */
  readonly client: { readonly id: string; readonly secret: string } | undefined;
  /** The public origin: GitHub sends the browser back to its /cms/callback. */
  readonly publicUrl: string;
  readonly state: StateCookie;
  readonly fetch: OAuthFetch;
}

/**
 * The popup navigates to GitHub and back and must keep its opener: the site's `same-origin`
 * opener policy would cut that link, so these two addresses opt out (they show nothing else).
 */
const KEEP_OPENER = 'unsafe-none';

function answerPage(reply: FastifyReply, result: LoginResult, status = 200): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CALLBACK_CSP)
    .header('cross-origin-opener-policy', KEEP_OPENER)
    .header('cache-control', 'no-store')
    .send(callbackPage(result));
}

/** A refused login: the registry's status and code, told to the editor window as well. */
function refuse(reply: FastifyReply, code: ErrorCode, errorCode: EditorErrorCode): FastifyReply {
  const { status, message } = ERROR_CODES[code];
  return answerPage(reply, { error: message, errorCode, code }, status);
}

export function registerOAuthRelay(app: FastifyInstance, options: OAuthRelayOptions): void {
  const redirectUri = `${options.publicUrl}/cms/callback`;

  app.get('/cms/auth', async (request, reply) => {
    const { client } = options;
    if (!client) return sendError(reply, 'CMS_LOGIN_NOT_CONFIGURED');
    const { provider } = request.query as Record<string, unknown>;
    if (provider !== 'github') return sendError(reply, 'CMS_UNSUPPORTED_PROVIDER');
    const state = options.state.issue(request, reply);
    // The editor asks for a scope too; the relay grants the one the backend needs, whatever it says.
    const query = new URLSearchParams({
      client_id: client.id,
      redirect_uri: redirectUri,
      scope: GITHUB_SCOPE,
      state,
    });
    return reply
      .header('cache-control', 'no-store')
      .header('cross-origin-opener-policy', KEEP_OPENER)
      .redirect(`${GITHUB_AUTHORIZE_URL}?${query.toString()}`, 302);
  });

  app.get('/cms/callback', async (request, reply) => {
    const { client } = options;
    if (!client) return sendError(reply, 'CMS_LOGIN_NOT_CONFIGURED');
    const query = request.query as Record<string, unknown>;
    if (!options.state.matches(request, reply, query['state'])) {
      annotate(request, { cmsLogin: 'state' });
      return refuse(reply, 'CMS_STATE_INVALID', 'CSRF_DETECTED');
    }
    // GitHub sends the browser back with ?error=access_denied when the person cancels.
    if (query['error'] !== undefined || typeof query['code'] !== 'string' || query['code'] === '') {
      annotate(request, { cmsLogin: typeof query['error'] === 'string' ? query['error'] : 'no code' });
      return refuse(reply, 'CMS_LOGIN_DENIED', 'AUTH_CODE_REQUEST_FAILED');
    }
    const result = await exchangeCode(options.fetch, {
      clientId: client.id,
      clientSecret: client.secret,
      code: query['code'],
      redirectUri,
    });
    if ('failure' in result) {
      request.log.warn({ failure: result.failure }, 'GitHub refused the editor login code exchange');
      return refuse(reply, 'CMS_TOKEN_EXCHANGE_FAILED', 'TOKEN_REQUEST_FAILED');
    }
    return answerPage(reply, { token: result.token });
  });
}
