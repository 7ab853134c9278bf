import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import { leadRequests } from './lead-load.ts';
import { CONNECTIONS, measure, type Measured } from './measure.ts';
import { stopProcess, type Started } from './processes.ts';

/** One row of accepted leads: the run, and how many leads it left in the outbox. */
export interface LeadRow {
  readonly measured: Measured;
  readonly stored: number;
}

const WARM_UP_SECONDS = 3;

/**
 * Accepted leads through `servers` (the connections spread over them): a warm-up, then one
 * measured run. The servers are stopped before the outbox is counted: their graceful shutdown
 * commits the leads still in a group commit, so the count after it is final. Fails loudly when
 * an acknowledged lead is missing.
 */
export async function benchLeadRow(
  label: string,
  servers: readonly Started[],
  countLeads: () => Promise<number>,
): Promise<LeadRow> {
  const load = leadRequests(servers.map((server) => `http://127.0.0.1:${String(server.port)}`));
  await autocannon({ ...load, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  // The warm-up's last requests, cut off by autocannon, are still being committed.
  await sleep(1000);
  const before = await countLeads();
  const measured = await measure(label, servers, load);
  await Promise.all(servers.map(stopProcess));
  const stored = (await countLeads()) - before;
  checkStored(label, stored, measured);
  return { measured, stored };
}

/**
 * Throws unless every lead answered 200 is in the outbox (R16: an acknowledged lead is never
 * lost). The outbox may hold a few more, never more than one per connection (no pipelining): a
 * request still in flight when autocannon stops is committed, but its answer is never counted.
 * More than that means the count is not of this run.
 */
export function checkStored(label: string, stored: number, measured: Measured): void {
  const acknowledged = measured.result['2xx'];
  const most = acknowledged + CONNECTIONS;
  if (stored < acknowledged || stored > most) {
    throw new Error(
      `${label}: ${String(stored)} leads in the outbox for ${String(acknowledged)} answers 200 ` +
        `(expected ${String(acknowledged)} to ${String(most)}): ` +
        (stored < acknowledged ? 'acknowledged leads are missing' : 'the count is not of this run'),
    );
  }
  console.log(`${label}: ${String(stored)} leads stored for ${String(acknowledged)} answers 200`);
}
