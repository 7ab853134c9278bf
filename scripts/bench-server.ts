/**
 * `npm run bench:server`: the cached form GET against a bare Fastify JSON route serving the same
 * definition, then accepted leads per second, each durably committed before its 200, on SQLite and on
 * a throwaway PostgreSQL cluster (one instance, then two on one database); fails if a lead answered
 * 200 is not in the outbox. Servers run as separate processes, autocannon here; method and figures:
 * docs/benchmarks.md.
 */
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../server/outbox/sqlite-store.ts';
import { CONTACT_FORM_IDS } from '../src/forms/contact-form.ts';
import { createStubDist } from '../tests/support/stub-dist.ts';
import { BENCH_COOKIE, benchLeadRow, LEAD_SERVER_ENV } from './bench/lead-row.ts';
import { describeMachine, fileSystemOf, loadNow, measuredCommit } from './bench/machine.ts';
import { CONNECTIONS, DURATION, measure, type Measured } from './bench/measure.ts';
import { benchPostgresLeads } from './bench/postgres-leads.ts';
import { startProcess, stopProcess } from './bench/processes.ts';
import { writeServerSection } from './bench/server-report.ts';

const loadBefore = loadNow();
const commit = measuredCommit();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
const distDir = createStubDist();

const bare = await startProcess(['scripts/bench/bare-json-server.ts'], {});
const ourEnv = { ...LEAD_SERVER_ENV, DATA_DIR: dataDir, DIST_DIR: distDir };
const ours = await startProcess(['server/index.ts'], ourEnv);

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

await writeServerSection({
  ...{ commit, machine: describeMachine(loadBefore), fileSystem: fileSystemOf(dataDir) },
  ...{ bare: bareRuns, form: formRuns, sqlite, postgres },
});
