import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startTestPostgres } from '../postgres/test-cluster.ts';
import { benchLeadRow, LEAD_SERVER_ENV, type LeadRow } from './lead-row.ts';
import { startProcess, stopProcess, type Started } from './processes.ts';

export interface PostgresLeadRows {
  /** The cluster's durability settings, as PostgreSQL reports them. */
  readonly settings: string;
  readonly one: LeadRow;
  readonly two: LeadRow;
}

/** What decides whether a commit is durable, and what else shapes its cost. */
const SETTINGS = ['fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method', 'shared_buffers'];

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** "PostgreSQL 17.2, fsync on, synchronous_commit on, …" */
async function describeSettings(url: string): Promise<string> {
  const rows = await query<{ name: string; setting: string }>(
    url,
    `SELECT name, current_setting(name) AS setting FROM unnest(ARRAY['server_version', ${SETTINGS.map((name) => `'${name}'`).join(', ')}]) AS name`,
  );
  return rows
    .map(({ name, setting }) => (name === 'server_version' ? `PostgreSQL ${setting}` : `${name} ${setting}`))
    .join(', ');
}

/** `instances` lead servers, each with its own data directory, on one fresh database (decision 095). */
async function benchInstances(clusterUrl: string, instances: number, distDir: string): Promise<LeadRow> {
  const name = `bench_${String(instances)}`;
  await query(clusterUrl, `CREATE DATABASE ${name}`);
  const url = clusterUrl.replace(/\/postgres$/, `/${name}`);
  const servers: Started[] = [];
  try {
    for (let index = 0; index < instances; index++) {
      const env = {
        DATABASE_URL: url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-server-pg-')),
        DIST_DIR: distDir,
      };
      servers.push(await startProcess(['server/index.ts'], { ...LEAD_SERVER_ENV, ...env }));
    }
    const countLeads = async () =>
      (await query<{ n: number }>(url, 'SELECT count(*)::integer AS n FROM leads'))[0]?.n ?? 0;
    const label = `accepted leads (POST, durable), PostgreSQL, ${instances === 1 ? 'one instance' : `${String(instances)} instances`}`;
    return await benchLeadRow(label, servers, countLeads);
  } finally {
    // benchLeadRow stops them; this is for a failure before it did.
    await Promise.all(servers.map(stopProcess));
  }
}

/** Accepted leads on a throwaway PostgreSQL cluster (stopped and removed after): one instance, then two. */
export async function benchPostgresLeads(distDir: string): Promise<PostgresLeadRows> {
  const cluster = await startTestPostgres();
  try {
    const settings = await describeSettings(cluster.url);
    console.log(`PostgreSQL cluster: ${settings}`);
    const one = await benchInstances(cluster.url, 1, distDir);
    const two = await benchInstances(cluster.url, 2, distDir);
    return { settings, one, two };
  } finally {
    cluster.stop();
  }
}
