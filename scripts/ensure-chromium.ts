/**
 * Browser tests need Debian's Chromium at /usr/bin/chromium (never a
 * downloaded browser). Installs it with apt-get when missing and running as
 * root; otherwise explains what to run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
  );
  process.exit(1);
}
console.log('Chromium is missing: installing Debian package "chromium"...');
execFileSync('apt-get', ['update'], { stdio: 'inherit' });
execFileSync('apt-get', ['install', '-y', 'chromium'], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
