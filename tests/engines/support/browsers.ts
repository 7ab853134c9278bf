import { existsSync } from 'node:fs';

/**
 * The Gecko and WebKit the engine journeys drive: Debian's packages, never a downloaded browser
 * or driver (decision 112). FIREFOX_PATH and MINIBROWSER_PATH name others.
 */
export const FIREFOX_PATH = process.env['FIREFOX_PATH'] || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env['WEBKIT_DRIVER_PATH'] || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env['MINIBROWSER_PATH'] || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_RUN_PATH = '/usr/bin/xvfb-run';

export type Engine = 'firefox' | 'webkit';

const NEEDS: Readonly<Record<Engine, { readonly paths: readonly string[]; readonly packages: string }>> = {
  firefox: { paths: [FIREFOX_PATH], packages: 'firefox-esr' },
  webkit: {
    paths: [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_RUN_PATH],
    packages: 'webkit2gtk-driver xvfb',
  },
};

/**
 * Why an engine's journeys are skipped, or undefined when they run. With CI=true they always
 * run, so a missing browser fails the run (.ci/run installs the packages first).
 */
export function engineSkipReason(
  engine: Engine,
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  if (env['CI'] === 'true') return undefined;
  const missing = NEEDS[engine].paths.filter((path) => !exists(path));
  if (missing.length === 0) return undefined;
  return `${engine} journeys skipped: no ${missing.join(', ')}; install Debian's ${NEEDS[engine].packages}`;
}
