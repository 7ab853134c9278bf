import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { sendError } from './errors.ts';

/** Marks a connection accepted past the cap: its requests are answered 503 and it is closed. */
const OVER_CAP = Symbol('over the connection cap');
type MarkedSocket = Socket & { [OVER_CAP]?: true };

/**
 * At most `max` connections served at once (MAX_CONNECTIONS; 0 = no cap; decision 146): every
 * open socket holds memory and a file descriptor, and a flood of idle ones would starve the
 * visitors. A connection past the cap is still read, so that it gets a clean answer rather than a
 * reset: its request is answered 503 SERVER_BUSY from the error registry, with Retry-After and
 * `Connection: close`, before any route runs. Node's own `maxConnections` only drops the socket.
 */
export function capConnections(app: FastifyInstance, max: number): void {
  if (max === 0) return;
  let open = 0;
  app.server.on('connection', (socket: MarkedSocket) => {
    open += 1;
    if (open > max) socket[OVER_CAP] = true;
    socket.once('close', () => {
      open -= 1;
    });
  });
  app.addHook('onRequest', async (request, reply) => {
    if ((request.raw.socket as MarkedSocket | null)?.[OVER_CAP] !== true) return;
    return sendError(reply.header('retry-after', '5').header('connection', 'close'), 'SERVER_BUSY');
  });
}
