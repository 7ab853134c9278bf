import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env.ts';
import { openPostgresStore } from '../outbox/postgres/store.ts';
import { openSqliteStore } from '../outbox/sqlite-store.ts';
import type { LeadStore } from '../outbox/store.ts';

/** The lead store could not be opened: start-up stops with this message (no stack needed). */
export class StoreOpenError extends Error {
  override name = 'StoreOpenError';
}

/** Where DATABASE_URL points, without its user name or password. */
function describeUrl(url: string): string {
  const { protocol, hostname, port, pathname } = new URL(url);
  return `${protocol}//${hostname}${port ? `:${port}` : ''}${pathname}`;
}

export interface OpenStoreOptions {
  /** Told the migration versions the open ran, none when current (`npm run leads -- migrate`). */
  readonly onMigrated?: (versions: readonly number[]) => void;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The outbox the environment asks for (decision 095): PostgreSQL when DATABASE_URL is set, shared
 * by every instance; else SQLite in DATA_DIR. Opening migrates the schema (decision 096). A store
 * that cannot be reached or migrated stops start-up, naming DATABASE_URL or DATA_DIR: a server that
 * cannot keep leads must not take them (docs/requirements.md R16.1).
 */
export async function openLeadStore(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  options: OpenStoreOptions = {},
): Promise<LeadStore> {
  const url = env.DATABASE_URL;
  if (url === undefined) {
    try {
      return openSqliteStore(env.DATA_DIR, options);
    } catch (error) {
      throw new StoreOpenError(
        `Cannot open the lead store in DATA_DIR (${env.DATA_DIR}): ${reasonOf(error)}`,
      );
    }
  }
  try {
    return await openPostgresStore(url, {
      ...options,
      onIdleError: (error) => {
        log.warn({ err: error }, 'PostgreSQL connection lost: the pool reconnects on the next query');
      },
    });
  } catch (error) {
    throw new StoreOpenError(
      `Cannot open the lead store at DATABASE_URL (${describeUrl(url)}): ${reasonOf(error) || 'connection failed'}`,
    );
  }
}
