import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LeadRow } from './lead-row.ts';
import type { Measured } from './measure.ts';
import type { PostgresLeadRows } from './postgres-leads.ts';

/**
 * Writes the "## Server" section of docs/benchmarks.md (the rest of the
 * file, such as the "## Web" section, is kept as it is).
 */
export interface ServerBenchResults {
  readonly date: string;
  /** The commit measured, as measuredCommit() names it. */
  readonly commit: string;
  readonly machine: string;
  /** The file system under the SQLite outbox and the PostgreSQL cluster (both in the temporary directory). */
  readonly fileSystem: string;
  readonly loadAverage: number;
  readonly connections: number;
  readonly durationSeconds: number;
  readonly bare: readonly Measured[];
  readonly form: readonly Measured[];
  readonly sqlite: LeadRow;
  readonly postgres: PostgresLeadRows;
}

const DOC = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const rate = (runs: readonly Measured[]) => mean(runs.map((run) => run.result.requests.average));
const cpuMs = (runs: readonly Measured[]) => {
  const values = runs.flatMap((run) => (run.cpuMsPerRequest === undefined ? [] : [run.cpuMsPerRequest]));
  return values.length === runs.length ? mean(values) : undefined;
};
const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(3)} ms`);
/** Leads answered 200 per second of the measured run. */
const accepted = (row: LeadRow, seconds: number) => row.measured.result['2xx'] / seconds;
const leadCells = (row: LeadRow, seconds: number) =>
  `${accepted(row, seconds).toFixed(0)} leads/s, p99 ${String(row.measured.result.latency.p99)} ms | ${ms(row.measured.cpuMsPerRequest)} | ${String(row.measured.result['2xx'])} / ${String(row.stored)}`;
const leadTarget = (row: LeadRow, seconds: number) => {
  const perCore =
    row.measured.cpuMsPerRequest === undefined ? undefined : 1000 / row.measured.cpuMsPerRequest;
  const measured = accepted(row, seconds);
  return `${measured.toFixed(0)}/s measured${perCore === undefined ? '' : `; ${perCore.toFixed(0)}/s per core of server CPU`} | ${verdict(measured >= 1500)}`;
};

export function serverSection(results: ServerBenchResults): string {
  const ratio = rate(results.form) / rate(results.bare);
  const bareCpu = cpuMs(results.bare);
  const formCpu = cpuMs(results.form);
  const cpuRatio = bareCpu !== undefined && formCpu !== undefined ? bareCpu / formCpu : undefined;
  const seconds = results.durationSeconds;
  const { sqlite, postgres } = results;
  return `## Server

Date: ${results.date} · Commit: ${results.commit} · Machine: ${results.machine}; load average
${results.loadAverage.toFixed(1)} when it started (the machine is shared: other work competes for the cores) ·
\`npm run bench:server\` (scripts/bench-server.ts). Servers run as separate processes; autocannon
(${String(results.connections)} connections, spread over the instances of a row; a 3 s warm-up, then
${String(seconds)} s per run) runs in the bench process, so the load generator takes a core too, and so does
PostgreSQL in its rows. "Server CPU" is the server processes' own CPU time per answered request (from /proc;
the database's is not in it), the figure least disturbed by other work on the machine.

| measurement | throughput | server CPU per request | answers 200 / leads stored |
| --- | --- | --- | --- |
| bare Fastify JSON route, same definition (mean of 2 runs) | ${rate(results.bare).toFixed(0)} req/s | ${ms(bareCpu)} | |
| cached \`GET /open/hubspot/get\` (security headers, cookie check, one log line; mean of 2 runs) | ${rate(results.form).toFixed(0)} req/s | ${ms(formCpu)} | |
| accepted leads, SQLite: \`POST /open/hubspot/send\`, each committed (WAL, synchronous=FULL) before its 200 | ${leadCells(sqlite, seconds)} |
| accepted leads, PostgreSQL, one instance: each committed (fsync, synchronous_commit on) before its 200 | ${leadCells(postgres.one, seconds)} |
| accepted leads, PostgreSQL, two instances on one database, the load split between them | ${leadCells(postgres.two, seconds)} |

| target | measured | verdict |
| --- | --- | --- |
| cached GET / bare route ≥ 0.8 | ${ratio.toFixed(2)} by throughput${cpuRatio === undefined ? '' : `, ${cpuRatio.toFixed(2)} by CPU per request`} | ${verdict(ratio >= 0.8)} |
| ≥ 1,500 accepted leads/s on 2 cores, SQLite | ${leadTarget(sqlite, seconds)} |
| ≥ 1,500 accepted leads/s on 2 cores, PostgreSQL, one instance | ${leadTarget(postgres.one, seconds)} |

The cached GET answers bytes serialised and encoded once per definition, while the bare route serialises
its object on every request (what a plain Fastify JSON route does): that is why the ratio can exceed 1.

Leads are written by group commit: requests that arrive while a commit is prepared share one transaction
(on PostgreSQL one multi-row statement) and each is answered after the commit that holds it
(server/outbox/group-commit.ts). After each lead row the bench counts the row's leads in the outbox and
fails unless every answer 200 is there; the outbox may hold up to one lead per connection more (a request
still in flight when autocannon stops is committed, but its answer is not counted).

PostgreSQL is a throwaway cluster started by the bench (scripts/postgres/test-cluster.ts: Debian's
package, initdb's defaults but max_connections=200, on 127.0.0.1), a fresh database per row: ${postgres.settings}. The SQLite
outbox and the cluster's data directory are both on ${results.fileSystem}${results.fileSystem === 'tmpfs' ? ' (memory: an fsync reaches no disk, so these figures overstate durable throughput)' : ', so each commit waits for its fsync to reach the disk'}.
`;
}

export async function writeServerSection(results: ServerBenchResults): Promise<void> {
  let doc: string;
  try {
    doc = readFileSync(DOC, 'utf8');
  } catch {
    doc = '# Benchmarks\n';
  }
  const section = serverSection(results);
  const start = doc.indexOf('## Server');
  if (start === -1) {
    doc = `${doc.trimEnd()}\n\n${section}`;
  } else {
    const next = doc.indexOf('\n## ', start + 1);
    doc = `${doc.slice(0, start)}${section}${next === -1 ? '' : doc.slice(next)}`;
  }
  mkdirSync(dirname(DOC), { recursive: true });
  // Formatted as the repository's Prettier would (the file stays `prettier --check` clean).
  writeFileSync(DOC, await format(doc, { ...(await resolveConfig(DOC)), filepath: DOC }));
  console.log(`→ docs/benchmarks.md (## Server)`);
}
