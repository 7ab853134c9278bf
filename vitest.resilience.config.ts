import { defineConfig } from 'vitest/config';

/**
 * Long-running process tests of the lead server against the fake HubSpot
 * (HubSpot outage, SIGKILL under load). One file at a time: each starts real
 * server processes and measures what they deliver. `npm test` runs them after
 * the unit tests; together they take a few minutes.
 */
export default defineConfig({
  test: {
    include: ['tests/resilience/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
