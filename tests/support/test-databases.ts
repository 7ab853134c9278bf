import { openTestPostgres, type TestServer } from './test-postgres.ts';
import {
  openPostgresStore,
  type PostgresLeadStore,
  type PostgresStoreOptions,
} from '../../server/outbox/postgres/store.ts';

/**
 * One PostgreSQL server per test file (TEST_DATABASE_URL's, else a throwaway cluster), a fresh
 * database per test, so tests never see each other's leads and never depend on a database
 * already running.
 */
export class TestDatabases {
  #server: TestServer | undefined;
  readonly #stores: PostgresLeadStore[] = [];

  async start(): Promise<void> {
    this.#server = await openTestPostgres();
  }

  /** The URL of a new, empty database. */
  async create(): Promise<string> {
    if (!this.#server) throw new Error('TestDatabases.start() first');
    return this.#server.newDatabase();
  }

  /** A store on `url` (default: a new database), closed by stop(). */
  async open(url?: string, options: PostgresStoreOptions = {}): Promise<PostgresLeadStore> {
    const store = await openPostgresStore(url ?? (await this.create()), { maxConnections: 4, ...options });
    this.#stores.push(store);
    return store;
  }

  async stop(): Promise<void> {
    await Promise.all(this.#stores.map((store) => store.end()));
    await this.#server?.stop();
  }
}
