import { defineConfig } from 'vitest/config';
import { postgresSkipReason } from './tests/support/test-postgres.ts';

/**
 * Long-running process tests of the lead server against the fake HubSpot
 * (HubSpot outage, SIGKILL under load). One file at a time: each starts real
 * server processes and measures what they deliver. `npm test` runs them after
 * the unit tests. The three-instance test needs PostgreSQL: without one it is
 * skipped with one line, except with CI=true (tests/support/test-postgres.ts).
 */
const skipPostgres = postgresSkipReason();
if (skipPostgres) console.log(skipPostgres);

export default defineConfig({
  test: {
    include: ['tests/resilience/**/*.test.ts'],
    exclude: skipPostgres ? ['tests/resilience/instances.test.ts'] : [],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
