import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { listenLocally, rawClient, type RawClient } from '../tests/support/raw-socket.ts';
import { createTestApp } from '../tests/support/test-app.ts';

/** Tiny limits so each case ends in well under a second; Node's own defaults are minutes. */
const LIMITS = {
  REQUEST_TIMEOUT_MS: '600',
  HEADERS_TIMEOUT_MS: '300',
  KEEP_ALIVE_TIMEOUT_MS: '200',
  CONNECTION_TIMEOUT_MS: '5000',
};
/** Far above every limit, far below the defaults a missing limit falls back to. */
const BOUND_MS = 3_000;

let app: FastifyInstance;
let client: RawClient | undefined;
afterEach(async () => {
  client?.socket.destroy();
  client = undefined;
  await app.close();
});

async function connected(): Promise<RawClient> {
  ({ app } = await createTestApp({ env: LIMITS }));
  client = await rawClient(await listenLocally(app));
  return client;
}

describe('slow clients', () => {
  it('closes a connection whose headers trickle in and never end (slowloris)', async () => {
    const { socket, closed } = await connected();
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const trickle = setInterval(() => socket.write('X-Slow: y\r\n'), 50);
    const afterMs = await closed(BOUND_MS);
    clearInterval(trickle);
    expect(afterMs).toBeDefined();
    expect(afterMs).toBeGreaterThanOrEqual(250);
  });

  it('closes a connection whose body never completes', async () => {
    const { socket, closed } = await connected();
    socket.write(
      'POST /open/hubspot/send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"formId":',
    );
    const afterMs = await closed(BOUND_MS);
    expect(afterMs).toBeDefined();
    expect(afterMs).toBeGreaterThanOrEqual(500);
  });

  it('closes an idle kept-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const { socket, closed, received } = await connected();
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const afterMs = await closed(BOUND_MS);
    expect(received()).toMatch(/^HTTP\/1\.1 200/);
    expect(afterMs).toBeDefined();
  });
});
