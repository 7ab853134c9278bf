import type { Options } from 'autocannon';
import { createXsrf } from '../../server/security/xsrf.ts';
import { validSubmission } from '../../tests/support/test-app.ts';
import { RATE_LIMITS_OFF } from '../../tests/support/rate-limits-off.ts';

/** The forgery secret every benchmarked server shares (required with DATABASE_URL anyway). */
const SECRET = 'bench-secret-bench-secret-bench-secret-00';
const token = createXsrf(SECRET, { forceSecure: false }).issue();

/** The cookie that carries the forgery token, for GETs and POSTs alike. */
export const BENCH_COOKIE = { cookie: `XSRF-TOKEN=${encodeURIComponent(token)}` };

/**
 * The environment of every benchmarked lead server, SQLite or PostgreSQL alike, besides where it
 * keeps its data: the per-IP limits and the global intake ceiling (decision 088) lifted, since
 * thousands of leads a second from one client are the point here, and one log line per request
 * as in production (the bench discards them).
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
