import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env.ts';
import type { ServerSecrets } from './hubspot/cached-form.ts';
import { fileSnapshots, type FormSnapshots } from './hubspot/form-snapshots.ts';
import { postgresSnapshots } from './hubspot/postgres-snapshots.ts';
import {
  limitsInPostgres,
  limitsInProcess,
  type LimitsEnv,
  type SharedLimits,
} from './limits/shared-limits.ts';
import { isPostgresStore, openPostgresStore } from './outbox/postgres/store.ts';
import { openSqliteStore } from './outbox/sqlite-store.ts';
import type { LeadStore } from './outbox/store.ts';

/*
 * The one place that asks which database the deployment runs on (decision 095): the lead store, the
 * limits every instance must share (decision 097) and the form snapshots all follow from it.
 */

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

/** What the configured database holds for the lead server. */
export interface Database {
  readonly store: LeadStore;
  /** In this process on SQLite (one instance); in PostgreSQL, shared by every instance. */
  readonly limits: SharedLimits;
  /** The last good form definitions: files in DATA_DIR/forms/ on SQLite, a table on PostgreSQL. */
  formSnapshots(secrets: ServerSecrets): FormSnapshots;
}

type DatabaseEnv = Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> & LimitsEnv;

/** Opens the store the environment asks for, with the limits and snapshots that go with it. */
export async function openDatabase(
  env: DatabaseEnv,
  log: Pick<FastifyBaseLogger, 'warn'>,
  options: OpenStoreOptions = {},
): Promise<Database> {
  return databaseOf(await openLeadStore(env, log, options), env, log);
}

/** The limits and snapshots that go with a store already open (a test hands the app its own). */
export function databaseOf(
  store: LeadStore,
  env: Pick<Env, 'DATA_DIR'> & LimitsEnv,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Database {
  const formSnapshots = (secrets: ServerSecrets) => formSnapshotsOf(store, env.DATA_DIR, secrets);
  if (!isPostgresStore(store)) return { store, limits: limitsInProcess(env), formSnapshots };
  return {
    store,
    limits: limitsInPostgres(store.pool, env, (error) => {
      log.warn({ err: error }, 'cannot clear the ended rate-limit windows (tried again in a minute)');
    }),
    formSnapshots,
  };
}

/** Where the last good form definitions are kept beside this store (`leads -- status` reads them too). */
export function formSnapshotsOf(store: LeadStore, dataDir: string, secrets: ServerSecrets): FormSnapshots {
  return isPostgresStore(store) ? postgresSnapshots(store.pool, secrets) : fileSnapshots(dataDir, secrets);
}
