import { Signer } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The OAuth `state` of one login and its PKCE verifier (decisions 110, 135): random, the state sent
 * to GitHub, both kept in a signed cookie, so the callback accepts only the login this browser
 * started (no login forgery) and only this relay can spend the code (PKCE, S256). Signed with a
 * key of its own, derived from the server's secret for this use only: a value signed for the
 * request-forgery cookie (xsrf.ts) is not a state. HttpOnly (no script needs it); SameSite=Lax,
 * so the cookie comes back on GitHub's top-level redirect to the callback; Secure and `__Host-`
 * over HTTPS.
 */
const STATE_COOKIE = 'cms-oauth-state';
const HOST_STATE_COOKIE = `__Host-${STATE_COOKIE}`;
/** Time to type a GitHub password and a second factor. */
const STATE_MAX_AGE_S = 600;
/** The label the state's key is derived under; another use of the secret has another label. */
const KEY_LABEL = 'editor login state (cms-oauth-state) v1';

export interface IssuedLogin {
  readonly state: string;
  /** The PKCE challenge for the authorize request (S256 of the verifier, base64url). */
  readonly codeChallenge: string;
}

export interface StateCookie {
  readonly cookieName: string;
  /** A fresh state and verifier, set in the cookie; returns the state and the challenge. */
  issue(request: FastifyRequest, reply: FastifyReply): IssuedLogin;
  /**
   * The verifier of the login this browser's cookie holds when `state` is its state, else
   * undefined; the cookie is spent either way.
   */
  verifierFor(request: FastifyRequest, reply: FastifyReply, state: unknown): string | undefined;
}

export function stateKey(secret: string): string {
  return createHmac('sha256', secret).update(KEY_LABEL).digest('base64url');
}

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function createStateCookie(secret: string, options: { forceSecure: boolean }): StateCookie {
  const signer = new Signer(stateKey(secret));
  const cookieName = options.forceSecure ? HOST_STATE_COOKIE : STATE_COOKIE;
  const attributes = (request: FastifyRequest) =>
    ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.forceSecure || request.protocol === 'https',
    }) as const;

  return {
    cookieName,
    issue(request, reply) {
      const state = randomBytes(24).toString('base64url');
      // 32 bytes: 43 characters, the shortest verifier RFC 7636 allows.
      const verifier = randomBytes(32).toString('base64url');
      reply.setCookie(cookieName, signer.sign(`${state}.${verifier}`), {
        ...attributes(request),
        maxAge: STATE_MAX_AGE_S,
      });
      return { state, codeChallenge: challengeOf(verifier) };
    },
    verifierFor(request, reply, state) {
      const cookie = request.cookies[cookieName];
      reply.clearCookie(cookieName, attributes(request));
      if (typeof state !== 'string' || state === '' || cookie === undefined) return undefined;
      const unsigned = signer.unsign(cookie);
      if (!unsigned.valid) return undefined;
      const [kept = '', verifier = ''] = unsigned.value.split('.');
      const a = Buffer.from(kept);
      const b = Buffer.from(state);
      return a.length === b.length && timingSafeEqual(a, b) && verifier !== '' ? verifier : undefined;
    },
  };
}
