import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, SUITE_ARGS, chromiumSkipReason } from './tests/e2e/support/chromium.ts';
import { RATE_LIMITS_OFF } from './tests/support/rate-limits-off.ts';

/**
 * Browser tests against the production build served by the real server, in
 * Debian's Chromium or CHROMIUM_PATH's (never a downloaded browser). `npm run build`
 * must run first; `npm test` does that. Without a browser they are skipped with one
 * line (test:e2e passes --pass-with-no-tests), except with CI=true. No retries: a
 * test that passes only on a second try is flaky, and fails so that it gets fixed.
 */
const skipped = chromiumSkipReason();
if (skipped) console.log(skipped);

const port = Number(process.env['E2E_PORT'] ?? 4310);
export const baseURL = `http://127.0.0.1:${String(port)}`;
/** The editor's own origin beside it: one server, two origins by host name (decision 134). */
export const editorURL = `http://localhost:${String(port)}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: skipped ? [] : '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Hang guards, not speed goals: on a shared two-core machine under load a page that takes 1 s
  // quiet can take 10 s, and a test that walks several widths a minute. Speed lives in benchmarks.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: SUITE_ARGS },
    // One context and page per worker, reset between tests (decision 117): a new page costs this
    // two-core VM about 1.3 s of CPU (two renderer processes), most of what a short test does.
    // SUITE_ARGS start fewer processes still (decision 118).
    reuseContext: true,
    // A trace records every action of every test; CI keeps only the text report, so it records none.
    trace: process.env['CI'] ? 'off' : 'retain-on-failure',
  },
  webServer: skipped
    ? []
    : {
        command: 'node server/index.ts',
        url: `${baseURL}/healthz`,
        reuseExistingServer: false,
        timeout: 30_000,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: baseURL,
          EDITOR_ORIGIN: editorURL,
          DATA_DIR: `test-results/e2e-data-${String(port)}`,
          LOG_LEVEL: 'warn',
          // Browser tests send many contact requests from one IP, faster than a person types;
          // rate limiting, the intake ceiling and the fill-time check have their own inject tests.
          ...RATE_LIMITS_OFF,
          LEAD_INTAKE_PER_MINUTE: '0',
          SPAM_MIN_FILL_MS: '0',
        },
      },
});
