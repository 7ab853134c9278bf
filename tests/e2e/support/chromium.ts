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

/**
 * The features Playwright turns off in every Chromium it launches. Chromium keeps only the last
 * `--disable-features` on a command line, so a list of our own must repeat these or it turns them
 * back on; tests/unit/suite-chromium-flags.test.ts checks this list against the installed Playwright's.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The browser suite's Chromium (decision 118): the required flags, plus three that change how the
 * browser is put together, not what a page sees. The compositor runs in the browser process
 * instead of a GPU process of its own (with --disable-gpu it draws in software either way); a
 * navigation reuses the page's frame instead of building a new one (RenderDocument); a
 * cross-origin frame shares its page's process, as on phones with little memory. On the two-core
 * VM, where starting a process is dear, the same spec files took a fifth less CPU (decision 118).
 * Benchmarks and budgets keep CHROMIUM_ARGS: they measure the browser as a visitor runs it.
 */
export const SUITE_ARGS = [
  ...CHROMIUM_ARGS,
  '--in-process-gpu',
  '--disable-site-isolation-trials',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'RenderDocument'].join(',')}`,
];
