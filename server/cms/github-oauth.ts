/**
 * GitHub's OAuth web flow as the editor's relay uses it (decisions 110, 135): the addresses, the
 * scope, and the two server-to-server calls, the code-for-token exchange and the refresh of an
 * expiring GitHub App user token. Both hold the client secret, which never reaches a browser.
 */
export const GITHUB_URL = 'https://github.com';
export const authorizeUrl = (githubUrl: string) => `${githubUrl}/login/oauth/authorize`;
export const tokenUrl = (githubUrl: string) => `${githubUrl}/login/oauth/access_token`;

/**
 * For an OAuth app, `repo`: the editor reads and writes the content files and opens pull requests
 * (its editorial workflow), and the repository may be private; there is no narrower OAuth scope.
 * A GitHub App ignores it: its token has the app's permissions on the repositories it is
 * installed on (Contents and Pull requests, read and write, on the one repository).
 */
export const GITHUB_SCOPE = 'repo';

/** The exchange must not hold a login open for long: GitHub answers in well under a second. */
const EXCHANGE_TIMEOUT_MS = 10_000;

/** The fetch the relay calls GitHub with; tests pass one that never leaves the process. */
export type OAuthFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface OAuthClient {
  readonly id: string;
  readonly secret: string;
}

/** A token (and, from a GitHub App, its refresh token), or why there is none (never the code or a secret). */
export type ExchangeResult =
  { readonly token: string; readonly refreshToken?: string } | { readonly failure: string };

async function askForToken(
  fetcher: OAuthFetch,
  githubUrl: string,
  body: Record<string, string>,
): Promise<ExchangeResult> {
  let response: Response;
  try {
    response = await fetcher(tokenUrl(githubUrl), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
  } catch (error) {
    return { failure: `no answer (${(error as Error).name})` };
  }
  if (!response.ok) return { failure: `status ${String(response.status)}` };
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    return { failure: 'an answer that is not JSON' };
  }
  const {
    access_token: token,
    refresh_token: refreshToken,
    error,
  } = (answer ?? {}) as { access_token?: unknown; refresh_token?: unknown; error?: unknown };
  // GitHub answers 200 with { error: "bad_verification_code" } for a used or expired code.
  if (typeof error === 'string') return { failure: error };
  if (typeof token !== 'string' || token === '') return { failure: 'no access_token' };
  return typeof refreshToken === 'string' && refreshToken !== '' ? { token, refreshToken } : { token };
}

/** The authorization code for a token; `codeVerifier` proves this relay asked for the code (PKCE). */
export function exchangeCode(
  fetcher: OAuthFetch,
  githubUrl: string,
  exchange: { client: OAuthClient; code: string; redirectUri: string; codeVerifier: string },
): Promise<ExchangeResult> {
  return askForToken(fetcher, githubUrl, {
    client_id: exchange.client.id,
    client_secret: exchange.client.secret,
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.codeVerifier,
  });
}

/** A GitHub App user token that expired (8 hours) for a new one, with its refresh token. */
export function refreshToken(
  fetcher: OAuthFetch,
  githubUrl: string,
  refresh: { client: OAuthClient; refreshToken: string },
): Promise<ExchangeResult> {
  return askForToken(fetcher, githubUrl, {
    client_id: refresh.client.id,
    client_secret: refresh.client.secret,
    grant_type: 'refresh_token',
    refresh_token: refresh.refreshToken,
  });
}
