import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { termsModules } from './src/content/terms/terms-modules.ts';
import { postgresSkipReason } from './tests/support/test-postgres.ts';

/**
 * Unit, component and server tests (jsdom for *.test.tsx) in named groups, so the slow ones run,
 * and are timed, on their own (`vitest run --project NAME`; one npm script each):
 * - unit: needs no built site, no database and no browser (with typecheck and lint, test:quick);
 * - fuzz: the send route under 10,000 random requests (FUZZ_RUNS=300 in test:quick);
 * - postgres: every file that opens a test PostgreSQL, found by what it imports so the files may
 *   move; skipped with one line when no server is at hand, except with CI=true;
 * - built-site: needs a built site: build:launch with completed settings builds one of its own;
 *   the HTML validator reads dist/, which `npm test` builds before it.
 * Browser tests are Playwright's (tests/e2e); process tests vitest.resilience.config.ts's.
 */
const TESTS = [
  'src/**/*.test.{ts,tsx}',
  'server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/unit/**/*.test.{ts,tsx}',
  'tests/docs/**/*.test.ts',
  'tests/fake-hubspot/**/*.test.ts',
  'tests/built-site/**/*.test.ts',
];
const FUZZ = ['**/*.fuzz.test.ts'];
const BUILT_SITE = ['scripts/build-launch.test.ts', 'tests/built-site/**/*.test.ts'];
const POSTGRES = globSync(TESTS).filter((file) =>
  /\b(?:TestDatabases|openTestPostgres)\b/.test(readFileSync(file, 'utf8')),
);

const skipPostgres = postgresSkipReason();
/** The projects `--project` picked (all when none), so the skip line shows only where it applies. */
const picked = process.argv.flatMap((arg, index) =>
  process.argv[index - 1] === '--project' ? [arg] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
);
if (skipPostgres && (picked.length === 0 || picked.includes('postgres'))) console.log(skipPostgres);

export default defineConfig({
  // The footer's terms dialog imports its text as the build does (decision 113).
  plugins: [termsModules()],
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/vitest-setup.ts'],
    restoreMocks: true,
    // `import href from '….css?url'` (dialogs' on-demand stylesheets) yields the file's address, not "".
    css: { include: [/\.css\?url$/] },
    testTimeout: 20_000,
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        // Worker threads, not processes: on two cores the unit project took 152 s instead of 205 s
        // (test:quick's target is 3 minutes). The slow groups below keep a process each.
        test: {
          name: 'unit',
          include: TESTS,
          exclude: [...FUZZ, ...BUILT_SITE, ...POSTGRES],
          pool: 'threads',
        },
      },
      { extends: true, test: { name: 'fuzz', include: FUZZ } },
      {
        extends: true,
        // Stopping a cluster deletes its databases: under load that passed the default 10 s.
        test: { name: 'postgres', include: skipPostgres ? [] : POSTGRES, hookTimeout: 60_000 },
      },
      { extends: true, test: { name: 'built-site', include: BUILT_SITE } },
    ],
  },
});
