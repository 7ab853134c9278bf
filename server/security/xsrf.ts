import { Signer } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER, XSRF_HOST_COOKIE } from '../../src/forms/contract.ts';
import { sendError } from '../errors.ts';
import { annotate } from '../logging/request-log.ts';
import type { GuardHook } from './rate-limit.ts';

/**
 * Request-forgery protection by signed double submit. The server gives every
 * visitor an `XSRF-TOKEN` cookie (`__Host-XSRF-TOKEN` over HTTPS, decision 088;
 * random value + HMAC with CSRF_SECRET,
 * readable by the page's script, SameSite=Strict); apiFetch copies it into the
 * `X-XSRF-TOKEN` header. A forger can neither read the cookie nor plant one the
 * server would accept (the signature), so a POST whose header equals a valid
 * cookie comes from our own pages.
 */
export type XsrfCheck = 'ok' | 'missing' | 'invalid' | 'mismatch';

export interface Xsrf {
  /** `__Host-XSRF-TOKEN` when the site is served over HTTPS, else `XSRF-TOKEN`. */
  readonly cookieName: string;
  /** A fresh signed token. */
  issue(): string;
  isValid(token: string | undefined): token is string;
  /** Sets the cookie unless the request already carries a valid one. */
  ensureCookie(request: FastifyRequest, reply: FastifyReply): void;
  check(request: FastifyRequest): XsrfCheck;
}

/** Tokens already checked: a returning visitor's token is not HMAC-checked on every request. */
const VERIFIED_LIMIT = 10_000;

export function createXsrf(secret: string, options: { forceSecure: boolean }): Xsrf {
  const signer = new Signer(secret);
  const verified = new Set<string>();

  const isValid = (token: string | undefined): token is string => {
    if (token === undefined || token.length > 200) return false;
    if (verified.has(token)) return true;
    if (!signer.unsign(token).valid) return false;
    if (verified.size >= VERIFIED_LIMIT) verified.clear();
    verified.add(token);
    return true;
  };
  const issue = () => signer.sign(randomBytes(18).toString('base64url'));
  // Over HTTPS the prefixed name only: a cookie planted without the prefix is not read.
  const cookieName = options.forceSecure ? XSRF_HOST_COOKIE : XSRF_COOKIE;

  return {
    cookieName,
    issue,
    isValid,
    ensureCookie(request, reply) {
      if (isValid(request.cookies[cookieName])) return;
      reply.setCookie(cookieName, issue(), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: options.forceSecure || request.protocol === 'https',
      });
    },
    check(request) {
      const cookie = request.cookies[cookieName];
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      if (cookie === undefined || typeof header !== 'string' || header === '') return 'missing';
      if (!isValid(cookie)) return 'invalid';
      const a = Buffer.from(cookie);
      const b = Buffer.from(header);
      return a.length === b.length && timingSafeEqual(a, b) ? 'ok' : 'mismatch';
    },
  };
}

/** CSRF_SECRET, or a random per-process one (tokens then die with the process). */
export function resolveXsrfSecret(configured: string | undefined): { secret: string; generated: boolean } {
  if (configured !== undefined) return { secret: configured, generated: false };
  return { secret: randomBytes(32).toString('base64url'), generated: true };
}

/**
 * The send route's forgery guard: a cross-site request (Sec-Fetch-Site) or a token that does
 * not check answers 403. A same-site page whose token went stale (a new secret after a restart)
 * gets a fresh cookie to send again with; a forging site cannot read it (SameSite=Strict,
 * another origin).
 */
export function forgeryGuard(xsrf: Xsrf): GuardHook {
  return async (request, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') return sendError(reply, 'CROSS_SITE_REQUEST');
    const check = xsrf.check(request);
    if (check === 'ok') return undefined;
    annotate(request, { xsrf: check });
    xsrf.ensureCookie(request, reply);
    return sendError(reply, 'XSRF_TOKEN_INVALID');
  };
}
