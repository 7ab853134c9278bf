import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenLocally, rawClient, type RawClient } from '../tests/support/raw-socket.ts';
import { createTestApp } from '../tests/support/test-app.ts';
import { loadEnv } from './env.ts';

const GET = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

let app: FastifyInstance;
const clients: RawClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.destroy();
  await app.close();
});

async function open(port: number): Promise<RawClient> {
  const client = await rawClient(port);
  clients.push(client);
  return client;
}

/** Decision 146: past MAX_CONNECTIONS open at once, a clean 503 from the error registry. */
describe('the connection cap (MAX_CONNECTIONS)', () => {
  it('answers a connection past the cap 503 SERVER_BUSY in JSON and closes it; the others are served', async () => {
    ({ app } = await createTestApp({ env: { MAX_CONNECTIONS: '2' } }));
    const port = await listenLocally(app);
    const [first, second] = [await open(port), await open(port)];
    first.socket.write(GET);
    await vi.waitFor(() => {
      expect(first.received()).toMatch(/^HTTP\/1\.1 200/);
    });
    const third = await open(port);
    third.socket.write(GET);
    expect(await third.closed(5_000)).toBeDefined();
    const [head = '', body = ''] = third.received().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503/);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(head.toLowerCase()).toMatch(/retry-after: \d+/);
    expect(JSON.parse(body)).toMatchObject({ error: 'SERVER_BUSY' });
    second.socket.write(GET);
    await vi.waitFor(() => {
      expect(second.received()).toMatch(/^HTTP\/1\.1 200/);
    });
  });

  it('frees a place when a connection closes', async () => {
    ({ app } = await createTestApp({ env: { MAX_CONNECTIONS: '1' } }));
    const port = await listenLocally(app);
    const first = await open(port);
    first.socket.destroy();
    // Polled: the server learns of the close a moment later.
    await vi.waitFor(async () => {
      const next = await open(port);
      next.socket.write(GET);
      await vi.waitFor(() => {
        expect(next.received()).toMatch(/^HTTP\/1\.1 \d{3}/);
      });
      expect(next.received()).toMatch(/^HTTP\/1\.1 200/);
    });
  });

  it('has a default sized for one small server, and 0 turns it off', () => {
    expect(loadEnv({}).MAX_CONNECTIONS).toBe(512);
    expect(loadEnv({ MAX_CONNECTIONS: '0' }).MAX_CONNECTIONS).toBe(0);
  });
});
