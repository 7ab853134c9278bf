import type { FastifyInstance } from 'fastify';

/** Liveness: the process is up and answering. */
export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  );
}
