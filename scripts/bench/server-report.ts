import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Measured } from '../bench-server.ts';

/**
 * Writes the "## Server" section of docs/benchmarks.md (the rest of the
 * file, such as the "## Web" section, is kept as it is).
 */
export interface ServerBenchResults {
  readonly date: string;
  readonly machine: string;
  readonly loadAverage: number;
  readonly connections: number;
  readonly durationSeconds: number;
  readonly bare: readonly Measured[];
  readonly form: readonly Measured[];
  readonly post: Measured;
  readonly stored: number;
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

export function serverSection(results: ServerBenchResults): string {
  const ratio = rate(results.form) / rate(results.bare);
  const bareCpu = cpuMs(results.bare);
  const formCpu = cpuMs(results.form);
  const cpuRatio = bareCpu !== undefined && formCpu !== undefined ? bareCpu / formCpu : undefined;
  const accepted = results.post.result['2xx'] / results.durationSeconds;
  const postCpu = results.post.cpuMsPerRequest;
  const perCore = postCpu === undefined ? undefined : 1000 / postCpu;
  return `## Server

\`npm run bench:server\` (scripts/bench-server.ts), ${results.date}, ${results.machine};
load average ${results.loadAverage.toFixed(1)} when it started (the machine is shared: other work competes for
the cores). Servers run as separate processes; autocannon (${String(results.connections)} connections,
${String(results.durationSeconds)} s per run) runs in the bench process, so the load generator takes a core too.
"Server CPU" is the server process's own CPU time per answered request (from /proc), the figure least
disturbed by other work on the machine.

| measurement | throughput | server CPU per request |
| --- | --- | --- |
| bare Fastify JSON route, same definition (mean of 2 runs) | ${rate(results.bare).toFixed(0)} req/s | ${ms(bareCpu)} |
| cached \`GET /open/hubspot/get\` (security headers, cookie check, one log line; mean of 2 runs) | ${rate(results.form).toFixed(0)} req/s | ${ms(formCpu)} |
| accepted leads: \`POST /open/hubspot/send\`, each committed (WAL, synchronous=FULL) before its 200 | ${accepted.toFixed(0)} leads/s, p99 ${String(results.post.result.latency.p99)} ms | ${ms(postCpu)} |

| target | measured | verdict |
| --- | --- | --- |
| cached GET / bare route ≥ 0.8 | ${ratio.toFixed(2)} by throughput${cpuRatio === undefined ? '' : `, ${cpuRatio.toFixed(2)} by CPU per request`} | ${verdict(ratio >= 0.8)} |
| ≥ 1,500 accepted leads/s on 2 cores | ${accepted.toFixed(0)}/s measured${perCore === undefined ? '' : `; ${perCore.toFixed(0)}/s per core of server CPU`} | ${verdict(accepted >= 1500)} |

The cached GET answers bytes serialised and encoded once per definition, while the bare route serialises
its object on every request (what a plain Fastify JSON route does): that is why the ratio can exceed 1.
${String(results.stored)} leads were in the outbox for ${String(results.post.result['2xx'])} answers 200 (requests still in flight when a
run ends are committed but not counted by autocannon). Leads are written by group commit: requests that
arrive while a commit is prepared share one transaction and each is answered after the commit that holds
it (server/outbox/group-commit.ts).
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
