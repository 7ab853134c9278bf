import type { FastifyInstance } from 'fastify';

export type ShutdownOutcome = 'clean' | 'forced';

const IDLE_SWEEP_MS = 50;

/**
 * Stops the server within a deadline (decision 088). `app.close()` stops accepting, lets the
 * requests in flight finish, then runs app.ts's onClose (the delivery in progress, the group
 * commit, the store). A client that never finishes its request, or a HubSpot call that hangs,
 * must not hold the process past `timeoutMs`: the remaining connections are closed and the
 * caller exits. A lead whose delivery was cut short keeps its lease, which runs out; it is then
 * delivered again (a duplicate is preferred to a loss, docs/requirements.md R16.2). A lead whose
 * request was cut short was never answered, so the client did not take it as sent (R16.1).
 */
export async function shutdown(app: FastifyInstance, timeoutMs: number): Promise<ShutdownOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => {
      resolve('forced');
    }, timeoutMs);
  });
  const closed = app.close().then((): ShutdownOutcome => 'clean');
  // A request answered during the shutdown leaves its kept-alive connection idle, which would
  // hold server.close() until KEEP_ALIVE_TIMEOUT_MS: close such connections as they turn idle.
  const idleSweep = setInterval(() => {
    app.server.closeIdleConnections();
  }, IDLE_SWEEP_MS);
  const outcome = await Promise.race([closed, deadline]);
  clearTimeout(timer);
  clearInterval(idleSweep);
  if (outcome === 'forced') {
    app.log.warn({ timeoutMs }, 'shutdown deadline reached: closing the remaining connections');
    app.server.closeAllConnections();
  }
  return outcome;
}
