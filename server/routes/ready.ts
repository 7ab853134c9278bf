import type { FastifyInstance } from 'fastify';
import type { LeadServices } from '../leads/lead-services.ts';

/**
 * Readiness: the outbox takes writes (a lead can be accepted), plus what an
 * operator wants to see at a glance: the backlog by state, the delivery mode
 * and circuit, spam dropped since start. 503 when the store cannot write.
 */
export function registerReady(app: FastifyInstance, services: LeadServices): void {
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let storeOk = true;
    try {
      await services.store.checkWritable();
    } catch (error) {
      storeOk = false;
      request.log.error({ err: error }, 'readiness: the outbox cannot take writes');
    }
    const outbox = storeOk ? await services.store.counts().catch(() => undefined) : undefined;
    return reply.status(storeOk ? 200 : 503).send({
      status: storeOk ? 'ready' : 'not-ready',
      store: storeOk ? 'writable' : 'failing',
      outbox: outbox ?? null,
      delivery: services.mode,
      circuit: services.worker?.circuitState() ?? null,
      spamHeld: services.spam.counts,
    });
  });
}
