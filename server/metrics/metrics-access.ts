import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Who may read /metrics (decision 088): a scraper on the same machine, or anyone with
 * `Authorization: Bearer <METRICS_TOKEN>` when the token is set. A request relayed by a proxy
 * (X-Forwarded-For) is never "the same machine", even from a proxy on 127.0.0.1 that the server
 * does not trust: otherwise everyone behind that proxy would read the metrics.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined && bearerMatches(request.headers.authorization, token)) return true;
  const direct = request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
  return direct && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const a = Buffer.from(match[1]);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
