import pg from 'pg';

/*
 * What every user of the PostgreSQL pool shares: the outbox store (server/outbox/postgres/) and the
 * deployment-wide limits kept in the same database (server/limits/postgres/, decision 097).
 */

/** pg's own parser; typed `any` upstream. */
const defaultParser = pg.types.getTypeParser as (
  oid: Parameters<typeof pg.types.getTypeParser>[0],
  format?: 'text' | 'binary',
) => unknown;

/**
 * bigint columns hold epoch milliseconds and counts, well inside Number's exact range; node-postgres
 * returns them as strings unless told otherwise. Set per pool, not globally (other pools keep the
 * default).
 */
export const poolTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) =>
    oid === pg.types.builtins.INT8 && format !== 'binary' ? Number : defaultParser(oid, format),
};

/**
 * The database's clock in epoch milliseconds. Leases are measured on it (decision 095):
 * clock_timestamp(), not the transaction start, so a long transaction cannot hand out a lease that
 * is already partly spent.
 */
export const DB_NOW_MS = `(extract(epoch FROM clock_timestamp()) * 1000)::bigint`;

/** Runs `work` in one transaction on one connection; rolled back when it throws. */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
