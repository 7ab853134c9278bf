import type { FastifyRequest } from 'fastify';
import { bearerMatches, isDirectFromThisMachine } from '../security/client-address.ts';

/**
 * Who may read /metrics (decisions 088, 140): a scraper on the same machine, or anyone with
 * `Authorization: Bearer <METRICS_TOKEN>` when the token is set. A request relayed by a proxy
 * (Forwarded, X-Forwarded-For, X-Real-IP) is never "the same machine", even from a proxy on
 * 127.0.0.1: otherwise everyone behind that proxy would read the metrics.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  return bearerMatches(request.headers.authorization, token) || isDirectFromThisMachine(request);
}
