import type { FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';

/** A raw TCP client of a listening app, for tests of what slow or stalled clients get. */
export interface RawClient {
  readonly socket: Socket;
  /** Everything the server sent so far. */
  readonly received: () => string;
  /** Resolves with the ms from connect to close, or undefined when still open after `withinMs`. */
  readonly closed: (withinMs: number) => Promise<number | undefined>;
}

export async function listenLocally(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function rawClient(port: number): Promise<RawClient> {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve).once('error', reject);
  });
  const started = Date.now();
  let data = '';
  let closedAt: number | undefined;
  const whenClosed = new Promise<void>((resolve) => {
    socket.once('close', () => {
      closedAt = Date.now();
      resolve();
    });
  });
  socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  return {
    socket,
    received: () => data,
    closed: async (withinMs) => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([whenClosed, new Promise((resolve) => (timer = setTimeout(resolve, withinMs)))]);
      clearTimeout(timer);
      return closedAt === undefined ? undefined : closedAt - started;
    },
  };
}
