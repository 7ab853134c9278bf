import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors.ts';
import type { LeadMetrics, OutboxSnapshot } from './lead-metrics.ts';
import { mayReadMetrics } from './metrics-access.ts';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics, Prometheus text format. To anyone else it does not exist: 404 NOT_FOUND, as
 * for any unknown file, so a scan learns nothing.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  deps: {
    readonly metrics: LeadMetrics;
    readonly token: string | undefined;
    /** Reads the outbox when scraped (lead-metrics.ts readOutboxSnapshot). */
    readonly outbox: () => Promise<OutboxSnapshot>;
  },
): void {
  app.get(METRICS_PATH, async (request, reply) => {
    if (!mayReadMetrics(request, deps.token)) {
      return sendError(reply.header('cache-control', 'no-store'), 'NOT_FOUND');
    }
    const { contentType, body } = await deps.metrics.exposition(await deps.outbox());
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
