/**
 * Before the browser tests on CI (CI=true): Debian's Chromium installed with apt-get when it is
 * missing and we run as root. Elsewhere a missing browser is left to playwright.config.ts, which
 * skips the browser tests with one line (tests/e2e/support/chromium.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';

if (existsSync(CHROMIUM_PATH) || process.env['CI'] !== 'true') process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
  );
  process.exit(1);
}
console.log('Chromium is missing: installing Debian package "chromium"...');
execFileSync('apt-get', ['update'], { stdio: 'inherit' });
execFileSync('apt-get', ['install', '-y', 'chromium'], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`apt-get installed chromium, but CHROMIUM_PATH names ${CHROMIUM_PATH}, which does not exist`);
  process.exit(1);
}
