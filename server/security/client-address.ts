import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** What the checks read of a request: its socket and its headers (a FastifyRequest fits). */
export interface PeerView {
  readonly socket: { readonly remoteAddress?: string | undefined };
  readonly headers: IncomingHttpHeaders;
}

/** Whether a proxy relayed the request: any of the three headers a proxy adds (RFC 7239 and the de facto two). */
export function wasForwarded(request: PeerView): boolean {
  const { headers } = request;
  return (
    headers.forwarded !== undefined ||
    headers['x-forwarded-for'] !== undefined ||
    headers['x-real-ip'] !== undefined
  );
}

function peerIsLoopback(request: PeerView): boolean {
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/**
 * A request from this machine itself (decision 140): the socket's peer is loopback and no proxy
 * relayed it. Never decided from request.ip: behind TRUST_PROXY that is what a header says, and a
 * request relayed by a proxy on this host comes from the internet whatever it says.
 */
export function isDirectFromThisMachine(request: PeerView): boolean {
  return peerIsLoopback(request) && !wasForwarded(request);
}

/** Whether `Authorization: Bearer <token>` was sent with this token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const a = Buffer.from(match[1]);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

const MINUTE = 60_000;

/**
 * A proxy on this host relays requests but TRUST_PROXY is unset: every visitor then counts as
 * 127.0.0.1 and shares one rate limit. Said at most once a minute, so a busy site's log stays readable.
 */
export class UntrustedProxyWarning {
  readonly #warn: (message: string) => void;
  readonly #now: () => number;
  #warnedAt = Number.NEGATIVE_INFINITY;

  constructor(warn: (message: string) => void, now: () => number = Date.now) {
    this.#warn = warn;
    this.#now = now;
  }

  check(request: PeerView): void {
    if (!peerIsLoopback(request) || request.headers['x-forwarded-for'] === undefined) return;
    const time = this.#now();
    if (time - this.#warnedAt < MINUTE) return;
    this.#warnedAt = time;
    this.#warn(
      'A proxy on this host sends X-Forwarded-For but TRUST_PROXY is unset: every visitor counts as 127.0.0.1 ' +
        'and shares one rate limit. Set TRUST_PROXY to the hop count (1 for one proxy on this host) or its addresses.',
    );
  }
}

/** With TRUST_PROXY unset: the warning above, checked on every request. */
export function warnOfUntrustedProxy(app: FastifyInstance): void {
  const warning = new UntrustedProxyWarning((message) => {
    app.log.warn(message);
  });
  app.addHook('onRequest', (request, _reply, done) => {
    warning.check(request);
    done();
  });
}
