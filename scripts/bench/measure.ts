import autocannon, { type Options, type Result } from 'autocannon';
import { cpuSeconds } from '../lib/cpu-time.ts';
import type { Started } from './processes.ts';

export const DURATION = Number(process.env['BENCH_DURATION'] ?? 10);
export const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);

export interface Measured {
  readonly result: Result;
  /** CPU ms the server processes (all of them together) spent per answered request, when /proc tells. */
  readonly cpuMsPerRequest: number | undefined;
}

/** CPU seconds of every target together; undefined if /proc does not tell for one of them. */
function totalCpu(targets: readonly Started[]): number | undefined {
  const seconds = targets.map((target) => cpuSeconds(target.child.pid));
  return seconds.includes(undefined)
    ? undefined
    : seconds.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

/**
 * One autocannon run (CONNECTIONS, DURATION unless `options` says otherwise) against one or more
 * server processes (autocannon spreads its connections over `options.url` when it is a list); prints
 * and returns the result with the servers' CPU time per answered request. Fails on any answer other
 * than 2xx: throughput of refusals (429, 503) or failures is not the figure a run is for.
 */
export async function measure(
  name: string,
  targets: readonly Started[],
  options: Options,
): Promise<Measured> {
  const before = totalCpu(targets);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const after = totalCpu(targets);
  const answered = result['2xx'] + result.non2xx;
  const cpuMsPerRequest =
    before === undefined || after === undefined || answered === 0
      ? undefined
      : ((after - before) * 1000) / answered;
  const cpu = cpuMsPerRequest === undefined ? '' : `, server CPU ${cpuMsPerRequest.toFixed(3)} ms/request`;
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s, p99 ${String(result.latency.p99)} ms, ` +
      `2xx ${String(result['2xx'])}, other ${String(result.non2xx)}, errors ${String(result.errors)}${cpu}`,
  );
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${name}: ${String(result.non2xx)} answers other than 2xx, ${String(result.errors)} errors`,
    );
  return { result, cpuMsPerRequest };
}
