import autocannon, { type Options } from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import { createXsrf } from '../../server/security/xsrf.ts';
import { validSubmission } from '../../tests/support/test-app.ts';
import { RATE_LIMITS_OFF } from '../../tests/support/rate-limits-off.ts';
import { CONNECTIONS, measure, type Measured } from './measure.ts';
import { stopProcess, type Started } from './processes.ts';

/** The forgery secret every benchmarked server shares (required with DATABASE_URL anyway). */
const SECRET = 'bench-secret-bench-secret-bench-secret-00';
const token = createXsrf(SECRET, { forceSecure: false }).issue();

/** The cookie that carries the forgery token, for GETs and POSTs alike. */
export const BENCH_COOKIE = { cookie: `XSRF-TOKEN=${encodeURIComponent(token)}` };

/**
 * The environment of every benchmarked lead server besides where it keeps its data: the per-IP limits
 * and the intake ceiling (decision 088) lifted, since thousands of leads a second from one client are
 * the point, and one log line per request as in production (the bench discards them).
 */
export const LEAD_SERVER_ENV: Readonly<Record<string, string>> = {
  HOST: '127.0.0.1',
  PORT: '0',
  CSRF_SECRET: SECRET,
  LOG_LEVEL: 'info',
  ...RATE_LIMITS_OFF,
  LEAD_INTAKE_PER_MINUTE: '0',
  SPAM_MIN_FILL_MS: '0',
  // autocannon keeps sending on a connection past the server's "Connection: close", and Node
  // answers every request past the cap 503: the runs would measure those cheap refusals.
  MAX_REQUESTS_PER_SOCKET: '0',
};

/** autocannon options that send valid contact requests to the servers at `origins`. */
export function leadRequests(origins: readonly string[]): Options {
  return {
    url: origins.map((origin) => `${origin}/open/hubspot/send`),
    method: 'POST',
    headers: { ...BENCH_COOKIE, 'content-type': 'application/json', 'x-xsrf-token': token },
    body: JSON.stringify(validSubmission('bench@example.com')),
  };
}

/** One row of accepted leads: the run, and how many leads it left in the outbox. */
export interface LeadRow {
  readonly measured: Measured;
  readonly stored: number;
}

const WARM_UP_SECONDS = 3;

/**
 * Accepted leads through `servers` (the connections spread over them): a warm-up, then one measured
 * run. The servers stop before the outbox is counted: their graceful shutdown commits the leads still
 * in a group commit, so the count after it is final. Fails when an acknowledged lead is missing.
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
