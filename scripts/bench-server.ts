/**
 * `npm run bench:server`: measures the lead server and writes the "## Server"
 * section of docs/benchmarks.md.
 *
 * 1. The cached form GET against a bare Fastify JSON route serving the same
 *    definition, in the same run, alternating, after a warm-up: the ratio shows
 *    what our hooks (security headers, cookies, one log line) cost.
 * 2. Accepted contact requests per second, each durably committed before its
 *    200, rate limits lifted: on the SQLite outbox (WAL, synchronous=FULL), then
 *    on a throwaway PostgreSQL cluster (fsync and synchronous_commit on) through
 *    one instance and through two sharing the database. After each row, every
 *    lead answered 200 must be in the outbox, else the bench fails.
 *
 * Servers run as separate processes, autocannon runs here. Besides
 * throughput, the servers' CPU time per request is measured (/proc): on a
 * machine shared with other work it is the steadier figure.
 */
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../server/outbox/sqlite-store.ts';
import { CONTACT_FORM_IDS } from '../src/forms/contact-form.ts';
import { createStubDist } from '../tests/support/stub-dist.ts';
import { BENCH_COOKIE, LEAD_SERVER_ENV } from './bench/lead-load.ts';
import { benchLeadRow } from './bench/lead-row.ts';
import { fileSystemOf, measuredCommit } from './bench/machine.ts';
import { CONNECTIONS, DURATION, measure, type Measured } from './bench/measure.ts';
import { benchPostgresLeads } from './bench/postgres-leads.ts';
import { startProcess, stopProcess } from './bench/processes.ts';
import { writeServerSection, type ServerBenchResults } from './bench/server-report.ts';

const loadAtStart = loadavg()[0] ?? 0;
const commit = measuredCommit();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
const distDir = createStubDist();

const bare = await startProcess(['scripts/bench/bare-json-server.ts'], {});
const ours = await startProcess(['server/index.ts'], {
  ...LEAD_SERVER_ENV,
  DATA_DIR: dataDir,
  DIST_DIR: distDir,
});

const bareUrl = `http://127.0.0.1:${String(bare.port)}/json`;
const formUrl = `http://127.0.0.1:${String(ours.port)}/open/hubspot/get?id=${CONTACT_FORM_IDS.it}`;

console.log(`warm-up; then ${String(DURATION)} s per run, ${String(CONNECTIONS)} connections`);
await autocannon({ url: bareUrl, connections: CONNECTIONS, duration: 3 });
await autocannon({ url: formUrl, connections: CONNECTIONS, duration: 3, headers: BENCH_COOKIE });

const bareRuns: Measured[] = [];
const formRuns: Measured[] = [];
for (let round = 0; round < 2; round++) {
  bareRuns.push(await measure('bare Fastify JSON route', [bare], { url: bareUrl }));
  formRuns.push(await measure('cached form GET', [ours], { url: formUrl, headers: BENCH_COOKIE }));
}
await stopProcess(bare);

const countSqlite = async () => {
  const store = openSqliteStore(dataDir);
  try {
    return Object.values(await store.counts()).reduce((sum, n) => sum + n, 0);
  } finally {
    store.close();
  }
};
const sqlite = await benchLeadRow('accepted leads (POST, durable), SQLite', [ours], countSqlite);
const postgres = await benchPostgresLeads(distDir);

const cpu = cpus();
const results: ServerBenchResults = {
  date: new Date().toISOString().slice(0, 10),
  commit,
  machine: `${String(cpu.length)} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}`,
  fileSystem: fileSystemOf(dataDir),
  loadAverage: loadAtStart,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  bare: bareRuns,
  form: formRuns,
  sqlite,
  postgres,
};
await writeServerSection(results);
