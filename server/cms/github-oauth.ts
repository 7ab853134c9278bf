/**
 * GitHub's OAuth web flow as the editor's relay uses it (decision 110): the addresses, the scope,
 * and the one server-to-server call, the code-for-token exchange.
 */
export const GITHUB_AUTHORIZE_URL = 'https://github.com/login/oauth/authorize';
export const GITHUB_TOKEN_URL = 'https://github.com/login/oauth/access_token';

/**
 * `repo`: the editor reads and writes the content files and opens pull requests (its editorial
 * workflow), and the site's repository may be private. GitHub has no narrower OAuth-app scope for
 * that; `public_repo` would do only for a public repository.
 */
export const GITHUB_SCOPE = 'repo';

/** The exchange must not hold a login open for long: GitHub answers in well under a second. */
const EXCHANGE_TIMEOUT_MS = 10_000;

/** The fetch the relay calls GitHub with; tests pass one that never leaves the process. */
export type OAuthFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface CodeExchange {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly code: string;
  readonly redirectUri: string;
}

/** A token, or why there is none (for the log: it never names the code or the secret). */
export type ExchangeResult = { readonly token: string } | { readonly failure: string };

export async function exchangeCode(fetcher: OAuthFetch, exchange: CodeExchange): Promise<ExchangeResult> {
  let response: Response;
  try {
    response = await fetcher(GITHUB_TOKEN_URL, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: exchange.clientId,
        client_secret: exchange.clientSecret,
        code: exchange.code,
        redirect_uri: exchange.redirectUri,
      }),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
  } catch (error) {
    return { failure: `no answer (${(error as Error).name})` };
  }
  if (!response.ok) return { failure: `status ${String(response.status)}` };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { failure: 'an answer that is not JSON' };
  }
  const { access_token: token, error } = (body ?? {}) as { access_token?: unknown; error?: unknown };
  // GitHub answers 200 with { error: "bad_verification_code" } for a used or expired code.
  if (typeof error === 'string') return { failure: error };
  if (typeof token !== 'string' || token === '') return { failure: 'no access_token' };
  return { token };
}
