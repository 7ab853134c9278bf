import { Signer } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The OAuth `state` of one login (decision 110): random, sent to GitHub and kept in a signed
 * cookie, so the callback accepts only the login this browser started (no login forgery).
 * HttpOnly (no script needs it); SameSite=Lax, so the cookie comes back on GitHub's top-level
 * redirect to the callback; Secure and `__Host-` over HTTPS, as the forgery cookie (xsrf.ts).
 */
const STATE_COOKIE = 'cms-oauth-state';
const HOST_STATE_COOKIE = `__Host-${STATE_COOKIE}`;
/** Time to type a GitHub password and a second factor. */
const STATE_MAX_AGE_S = 600;

export interface StateCookie {
  readonly cookieName: string;
  /** A fresh state, set in the cookie; returns it for the authorize URL. */
  issue(request: FastifyRequest, reply: FastifyReply): string;
  /** Whether `state` is the one this browser's cookie holds; the cookie is spent either way. */
  matches(request: FastifyRequest, reply: FastifyReply, state: unknown): boolean;
}

export function createStateCookie(secret: string, options: { forceSecure: boolean }): StateCookie {
  const signer = new Signer(secret);
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
      reply.setCookie(cookieName, signer.sign(state), { ...attributes(request), maxAge: STATE_MAX_AGE_S });
      return state;
    },
    matches(request, reply, state) {
      const cookie = request.cookies[cookieName];
      reply.clearCookie(cookieName, attributes(request));
      if (typeof state !== 'string' || state === '' || cookie === undefined) return false;
      const unsigned = signer.unsign(cookie);
      if (!unsigned.valid) return false;
      const a = Buffer.from(unsigned.value);
      const b = Buffer.from(state);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
