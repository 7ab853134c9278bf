import { afterEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openSqliteStore } from '../../../server/outbox/sqlite-store.ts';

/**
 * Closes the app each test started for itself. It takes a getter because the hook is registered
 * before any test has assigned its app.
 */
export function closeAppAfterEach(current: () => FastifyInstance): void {
  afterEach(async () => {
    await current().close();
  });
}

/** The leads the app committed, read back from its outbox on disk. */
export async function storedLeadsIn(dataDir: string) {
  const store = openSqliteStore(dataDir);
  try {
    return await store.list({ limit: 1000 });
  } finally {
    store.close();
  }
}

/** The outbox by state and the spam held back by reason, as /readyz reports them. */
export async function readyStatus(app: FastifyInstance) {
  return (await app.inject({ method: 'GET', url: '/readyz' })).json<{
    spamHeld: Record<string, number>;
    outbox: Record<string, number>;
  }>();
}
