import { writeBenchmarkSection } from './benchmarks-doc.ts';
import type { LeadRow } from './lead-row.ts';
import { CONNECTIONS, DURATION as seconds, type Measured } from './measure.ts';
import type { PostgresLeadRows } from './postgres-leads.ts';

export interface ServerBenchResults {
  /** The commit measured, as measuredCommit() names it. */
  readonly commit: string;
  readonly machine: string;
  /** The file system under the SQLite outbox and the PostgreSQL cluster (both in the temporary directory). */
  readonly fileSystem: string;
  readonly bare: readonly Measured[];
  readonly form: readonly Measured[];
  readonly sqlite: LeadRow;
  readonly postgres: PostgresLeadRows;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const rate = (runs: readonly Measured[]) => mean(runs.map((run) => run.result.requests.average));
const cpuMs = (runs: readonly Measured[]) => {
  const values = runs.flatMap((run) => run.cpuMsPerRequest ?? []);
  return values.length === runs.length ? mean(values) : undefined;
};
const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(3)} ms`);
/** Leads answered 200 per second of the measured run. */
const accepted = (row: LeadRow) => row.measured.result['2xx'] / seconds;
const leadCells = (row: LeadRow) =>
  `${accepted(row).toFixed(0)} leads/s, p99 ${String(row.measured.result.latency.p99)} ms | ${ms(row.measured.cpuMsPerRequest)} | ${String(row.measured.result['2xx'])} / ${String(row.stored)}`;
const leadTarget = (row: LeadRow) => {
  const cpu = row.measured.cpuMsPerRequest;
  const measured = accepted(row);
  return `${measured.toFixed(0)}/s measured${cpu === undefined ? '' : `; ${(1000 / cpu).toFixed(0)}/s per core of server CPU`} | ${verdict(measured >= 1500)}`;
};

/** The "Server" section of docs/benchmarks.md; its method is in that file's "Method". */
export function serverSection(results: ServerBenchResults): string {
  const ratio = rate(results.form) / rate(results.bare);
  const [bareCpu, formCpu] = [cpuMs(results.bare), cpuMs(results.form)];
  const cpuRatio = bareCpu !== undefined && formCpu !== undefined ? bareCpu / formCpu : undefined;
  const { sqlite, postgres, fileSystem } = results;
  return `## Server (\`npm run bench:server\`)

Date: ${new Date().toISOString().slice(0, 10)} · Commit: ${results.commit} · Machine: ${results.machine} ·
${String(CONNECTIONS)} connections, a 3 s warm-up, then ${String(seconds)} s per run · ${postgres.settings} · the outbox
and the cluster on ${fileSystem}${fileSystem === 'tmpfs' ? ' (memory: an fsync reaches no disk, so these figures overstate durable throughput)' : ''}.

| measurement | throughput | server CPU per request | answers 200 / leads stored |
| --- | --- | --- | --- |
| bare Fastify JSON route, same definition (mean of 2 runs) | ${rate(results.bare).toFixed(0)} req/s | ${ms(bareCpu)} | |
| cached \`GET /open/hubspot/get\` (security headers, cookie check, one log line; mean of 2 runs) | ${rate(results.form).toFixed(0)} req/s | ${ms(formCpu)} | |
| accepted leads, SQLite: \`POST /open/hubspot/send\`, each committed (WAL, synchronous=FULL) before its 200 | ${leadCells(sqlite)} |
| accepted leads, PostgreSQL, one instance: each committed (fsync, synchronous_commit on) before its 200 | ${leadCells(postgres.one)} |
| accepted leads, PostgreSQL, two instances on one database, the load split between them | ${leadCells(postgres.two)} |

| target | measured | verdict |
| --- | --- | --- |
| cached GET / bare route ≥ 0.8 | ${ratio.toFixed(2)} by throughput${cpuRatio === undefined ? '' : `, ${cpuRatio.toFixed(2)} by CPU per request`} | ${verdict(ratio >= 0.8)} |
| ≥ 1,500 accepted leads/s on 2 cores, SQLite | ${leadTarget(sqlite)} |
| ≥ 1,500 accepted leads/s on 2 cores, PostgreSQL, one instance | ${leadTarget(postgres.one)} |
`;
}

export const writeServerSection = (results: ServerBenchResults) =>
  writeBenchmarkSection('bench:server', serverSection(results));
