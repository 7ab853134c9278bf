import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests and benchmarks drive (never a downloaded browser): CHROMIUM_PATH,
 * else CHROME_PATH (the name chrome-launcher reads), else Debian's /usr/bin/chromium.
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env['CHROMIUM_PATH'] || env['CHROME_PATH'] || '/usr/bin/chromium';
}

export const CHROMIUM_PATH = chromiumPath();

/**
 * Why the browser tests are skipped, or undefined when they run. With CI=true they always run, so
 * a missing browser fails the run (scripts/ensure-chromium.ts installs Debian's as root first).
 */
export function chromiumSkipReason(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  const path = chromiumPath(env);
  if (env['CI'] === 'true' || exists(path)) return undefined;
  return `Browser tests skipped: no Chromium at ${path}; set CHROMIUM_PATH or install Debian's chromium`;
}

/** The flags this workplace requires (no network beyond loopback). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
