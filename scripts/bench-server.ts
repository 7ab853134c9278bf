/**
 * `npm run bench:server`: measures the lead server and writes the "## Server"
 * section of docs/benchmarks.md.
 *
 * 1. The cached form GET against a bare Fastify JSON route serving the same
 *    definition, in the same run, alternating, after a warm-up: the ratio shows
 *    what our hooks (security headers, cookies, one log line) cost.
 * 2. Accepted contact requests per second, each durably committed to the
 *    SQLite outbox (WAL, synchronous=FULL) before its 200; rate limit lifted.
 *
 * Servers run as separate processes, autocannon runs here. Besides
 * throughput, the server's CPU time per request is measured (/proc): on a
 * machine shared with other work it is the steadier figure.
 */
import autocannon, { type Options, type Result } from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../server/outbox/sqlite-store.ts';
import { createXsrf } from '../server/security/xsrf.ts';
import { CONTACT_FORM_IDS } from '../src/forms/contact-form.ts';
import { validSubmission } from '../tests/support/test-app.ts';
import { createStubDist } from '../tests/support/stub-dist.ts';
import { cpuSeconds } from './bench/cpu-time.ts';
import { startProcess, stopProcess, type Started } from './bench/processes.ts';
import { writeServerSection, type ServerBenchResults } from './bench/server-report.ts';

const DURATION = Number(process.env['BENCH_DURATION'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const SECRET = 'bench-secret-bench-secret-bench-secret-00';

export interface Measured {
  readonly result: Result;
  /** Server CPU ms per answered request, when /proc tells. */
  readonly cpuMsPerRequest: number | undefined;
}

async function measure(name: string, target: Started, options: Options): Promise<Measured> {
  const before = cpuSeconds(target.child.pid);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const after = cpuSeconds(target.child.pid);
  const answered = result['2xx'] + result.non2xx;
  const cpuMsPerRequest =
    before === undefined || after === undefined || answered === 0
      ? undefined
      : ((after - before) * 1000) / answered;
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s, p99 ${String(result.latency.p99)} ms, ` +
      `2xx ${String(result['2xx'])}, other ${String(result.non2xx)}, errors ${String(result.errors)}` +
      (cpuMsPerRequest === undefined ? '' : `, server CPU ${cpuMsPerRequest.toFixed(3)} ms/request`),
  );
  return { result, cpuMsPerRequest };
}

const loadAtStart = loadavg()[0] ?? 0;
const token = createXsrf(SECRET, { forceSecure: false }).issue();
const cookie = { cookie: `XSRF-TOKEN=${encodeURIComponent(token)}` };
const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));

const bare = await startProcess(['scripts/bench/bare-json-server.ts'], {});
const ours = await startProcess(['server/index.ts'], {
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  DIST_DIR: createStubDist(),
  CSRF_SECRET: SECRET,
  // One log line per request, as in production; the bench discards them.
  LOG_LEVEL: 'info',
  RATE_LIMIT_PER_MINUTE: '0',
  RATE_LIMIT_PER_HOUR: '0',
  // Thousands of leads a second are the point here, far past the global intake ceiling (decision 088).
  LEAD_INTAKE_PER_MINUTE: '0',
  SPAM_MIN_FILL_MS: '0',
});

const bareUrl = `http://127.0.0.1:${String(bare.port)}/json`;
const ourBase = `http://127.0.0.1:${String(ours.port)}`;
const formUrl = `${ourBase}/open/hubspot/get?id=${CONTACT_FORM_IDS.it}`;

console.log(`warm-up; then ${String(DURATION)} s per run, ${String(CONNECTIONS)} connections`);
await autocannon({ url: bareUrl, connections: CONNECTIONS, duration: 3 });
await autocannon({ url: formUrl, connections: CONNECTIONS, duration: 3, headers: cookie });

const bareRuns: Measured[] = [];
const formRuns: Measured[] = [];
for (let round = 0; round < 2; round++) {
  bareRuns.push(await measure('bare Fastify JSON route', bare, { url: bareUrl }));
  formRuns.push(await measure('cached form GET', ours, { url: formUrl, headers: cookie }));
}
const post = await measure('accepted leads (POST, durable)', ours, {
  url: `${ourBase}/open/hubspot/send`,
  method: 'POST',
  headers: { ...cookie, 'content-type': 'application/json', 'x-xsrf-token': token },
  body: JSON.stringify(validSubmission('bench@example.com')),
});
await Promise.all([stopProcess(bare), stopProcess(ours)]);

const store = openSqliteStore(dataDir);
const stored = (await store.counts()).local;
store.close();

const cpu = cpus();
const results: ServerBenchResults = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${String(cpu.length)} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}`,
  loadAverage: loadAtStart,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  bare: bareRuns,
  form: formRuns,
  post,
  stored,
};
await writeServerSection(results);
