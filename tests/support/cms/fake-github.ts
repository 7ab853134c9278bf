import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * GitHub's OAuth web flow played on loopback, for the editor's login tests (decision 134): the
 * authorize page (it grants at once, as GitHub does for someone who authorised the app before)
 * and the token endpoint, which checks what GitHub checks — the client's id and secret, a code it
 * issued, once, for the same redirect_uri, and the PKCE verifier whose S256 the authorize request
 * carried. Behaviour from GitHub's documentation: "Authorizing OAuth apps" (the web application
 * flow: parameters of GET /login/oauth/authorize and POST /login/oauth/access_token, PKCE's
 * code_challenge / code_verifier) and "Generating a user access token for a GitHub App" (the
 * same two endpoints; expires_in, refresh_token, refresh_token_expires_in in the answer).
 * It records every authorize request and every token exchange.
 */
export interface FakeGithub {
  /** e.g. http://127.0.0.1:41235, what CMS_GITHUB_URL names. */
  readonly url: string;
  readonly authorizations: URLSearchParams[];
  readonly exchanges: Record<string, string>[];
  /** The access tokens it issued. */
  readonly tokens: string[];
  readonly close: () => Promise<void>;
}

interface Grant {
  readonly redirectUri: string;
  readonly challenge: string;
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += (chunk as Buffer).toString();
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) return JSON.parse(text) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startFakeGithub(client: { id: string; secret: string }): Promise<FakeGithub> {
  const authorizations: URLSearchParams[] = [];
  const exchanges: Record<string, string>[] = [];
  const tokens: string[] = [];
  const grants = new Map<string, Grant>();
  const server = createServer((request, response): void => {
    const url = new URL(request.url ?? '/', 'http://fake-github');
    const json = (status: number, body: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      authorizations.push(url.searchParams);
      const redirect = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== client.id || redirect === '') {
        json(404, {});
        return;
      }
      const code = randomBytes(10).toString('hex');
      grants.set(code, { redirectUri: redirect, challenge: url.searchParams.get('code_challenge') ?? '' });
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.href }).end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      void bodyOf(request).then((body) => {
        exchanges.push(body);
        const grant = grants.get(body['code'] ?? '');
        grants.delete(body['code'] ?? '');
        const verified =
          grant !== undefined &&
          body['client_id'] === client.id &&
          body['client_secret'] === client.secret &&
          body['redirect_uri'] === grant.redirectUri &&
          createHash('sha256')
            .update(body['code_verifier'] ?? '')
            .digest('base64url') === grant.challenge;
        // GitHub answers 200 with an error for a code it does not know (bad_verification_code).
        if (!verified) {
          json(200, { error: 'bad_verification_code' });
          return;
        }
        const token = `ghu_${randomBytes(18).toString('hex')}`;
        tokens.push(token);
        json(200, {
          access_token: token,
          expires_in: 28_800,
          refresh_token: `ghr_${randomBytes(18).toString('hex')}`,
          refresh_token_expires_in: 15_897_600,
          token_type: 'bearer',
          scope: '',
        });
      });
      return;
    }
    json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    authorizations,
    exchanges,
    tokens,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
