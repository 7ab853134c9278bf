/**
 * Where the tests' PostgreSQL comes from: the server TEST_DATABASE_URL names (any machine, any
 * operating system), else a throwaway Debian cluster (test-cluster.ts), else none. The vitest
 * configs skip the PostgreSQL tests with one line when there is none, except with CI=true.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresServerBin, startTestPostgres } from '../../scripts/postgres/test-cluster.ts';

export type PostgresTestSource = 'TEST_DATABASE_URL' | 'throwaway cluster' | undefined;

export function postgresTestSource(
  env: NodeJS.ProcessEnv = process.env,
  serverBin: () => string | undefined = postgresServerBin,
): PostgresTestSource {
  if (env['TEST_DATABASE_URL']) return 'TEST_DATABASE_URL';
  return serverBin() === undefined ? undefined : 'throwaway cluster';
}

/**
 * Why the PostgreSQL tests are skipped, or undefined when they run. With CI=true they always run,
 * so a missing server fails the run (as root, test-cluster.ts installs Debian's package first).
 */
export function postgresSkipReason(
  env: NodeJS.ProcessEnv = process.env,
  serverBin: () => string | undefined = postgresServerBin,
): string | undefined {
  if (env['CI'] === 'true' || postgresTestSource(env, serverBin) !== undefined) return undefined;
  return (
    'PostgreSQL tests skipped: set TEST_DATABASE_URL (a role that may CREATE DATABASE) ' +
    "or install Debian's postgresql for a throwaway cluster"
  );
}

export interface TestServer {
  /** The URL of a new, empty database of its own. */
  readonly newDatabase: () => Promise<string>;
  /** Drops the databases it created (TEST_DATABASE_URL) or removes the whole cluster. */
  readonly stop: () => Promise<void>;
}

/** The URL of `database` on the server `url` points at. */
function withDatabase(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.href;
}

async function asAdmin(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL server for one test file. Database names are random, so test files, and runs on
 * different machines sharing one TEST_DATABASE_URL, never see each other's leads.
 */
export async function openTestPostgres(env: NodeJS.ProcessEnv = process.env): Promise<TestServer> {
  const given = env['TEST_DATABASE_URL'];
  const cluster = given ? undefined : await startTestPostgres();
  const adminUrl = given ?? cluster?.url ?? '';
  const created: string[] = [];
  return {
    newDatabase: async () => {
      const name = `t_${randomBytes(6).toString('hex')}`;
      await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
      created.push(name);
      return withDatabase(adminUrl, name);
    },
    stop: async () => {
      if (cluster) {
        cluster.stop();
        return;
      }
      for (const name of created.splice(0))
        await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
