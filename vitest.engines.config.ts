import { defineConfig } from 'vitest/config';
import { engineSkipReason } from './tests/engines/support/browsers.ts';

/**
 * The journeys every visitor's engine runs (tests/engines, decision 112): Gecko and WebKit from
 * Debian's packages on the production build (`npm run build` first; `npm test` does). One file
 * per engine, the two side by side. An engine whose packages are missing is skipped with one
 * line, except with CI=true. Timeouts are hang guards: a journey walks several pages.
 */
for (const engine of ['firefox', 'webkit'] as const) {
  const skipped = engineSkipReason(engine);
  if (skipped) console.log(skipped);
}

export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
