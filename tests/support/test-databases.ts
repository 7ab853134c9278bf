import pg from 'pg';
import { startTestPostgres, type TestPostgres } from '../../scripts/postgres/test-cluster.ts';
import {
  openPostgresStore,
  type PostgresLeadStore,
  type PostgresStoreOptions,
} from '../../server/outbox/postgres/store.ts';

/**
 * One throwaway cluster per test file, a fresh database per test (CREATE DATABASE t_<n>), so
 * tests never see each other's leads and never depend on a database already running.
 */
export class TestDatabases {
  #cluster: TestPostgres | undefined;
  #count = 0;
  readonly #stores: PostgresLeadStore[] = [];

  async start(): Promise<void> {
    this.#cluster = await startTestPostgres();
  }

  /** The URL of a new, empty database. */
  async create(): Promise<string> {
    if (!this.#cluster) throw new Error('TestDatabases.start() first');
    const name = `t_${String(++this.#count)}`;
    const admin = new pg.Client({ connectionString: this.#cluster.url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    return this.#cluster.url.replace(/\/postgres$/, `/${name}`);
  }

  /** A store on `url` (default: a new database), closed by stop(). */
  async open(url?: string, options: PostgresStoreOptions = {}): Promise<PostgresLeadStore> {
    const store = await openPostgresStore(url ?? (await this.create()), { maxConnections: 4, ...options });
    this.#stores.push(store);
    return store;
  }

  async stop(): Promise<void> {
    await Promise.all(this.#stores.map((store) => store.end()));
    this.#cluster?.stop();
  }
}
