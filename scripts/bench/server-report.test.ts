import type { Result } from 'autocannon';
import { describe, expect, it } from 'vitest';
import type { LeadRow } from './lead-row.ts';
import { DURATION, type Measured } from './measure.ts';
import { serverSection } from './server-report.ts';

const run = (perSecond: number, cpuMsPerRequest: number | undefined): Measured => ({
  result: { requests: { average: perSecond }, latency: { p99: 30 }, '2xx': perSecond * DURATION } as Result,
  cpuMsPerRequest,
});
const leads = (perSecond: number): LeadRow => ({
  measured: run(perSecond, 0.25),
  stored: perSecond * DURATION + 3,
});

describe('the server section of docs/benchmarks.md', () => {
  const section = serverSection({
    commit: 'abc1234',
    machine: '2 cores',
    fileSystem: 'ext4',
    bare: [run(10_000, 0.05), run(12_000, 0.05)],
    form: [run(9_000, 0.04), run(9_000, 0.06)],
    sqlite: leads(2_000),
    postgres: { settings: 'PostgreSQL 15, fsync on', one: leads(1_000), two: leads(1_600) },
  });

  it('writes its rows with the means of the runs and the leads stored', () => {
    expect(section).toContain(
      '| bare Fastify JSON route, same definition (mean of 2 runs) | 11000 req/s | 0.050 ms | |',
    );
    expect(section).toContain(
      `| 2000 leads/s, p99 30 ms | 0.250 ms | ${String(2000 * DURATION)} / ${String(2000 * DURATION + 3)} |`,
    );
    expect(section).toContain('PostgreSQL 15, fsync on · the outbox\nand the cluster on ext4.');
  });

  it('gives each target its verdict', () => {
    expect(section).toContain(
      '| cached GET / bare route ≥ 0.8 | 0.82 by throughput, 1.00 by CPU per request | met |',
    );
    expect(section).toContain(
      '| ≥ 1,500 accepted leads/s on 2 cores, SQLite | 2000/s measured; 4000/s per core of server CPU | met |',
    );
    expect(section).toContain('| 1000/s measured; 4000/s per core of server CPU | **not met** |');
  });
});
