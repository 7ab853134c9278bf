import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium.ts';

export interface LighthouseChromium {
  /** The remote-debugging port Lighthouse connects to. */
  readonly port: number;
  /** The browser's product string, e.g. "Chrome/156.0.0.0", for the benchmark's machine line. */
  readonly version: string;
  readonly close: () => void;
}

/**
 * Starts Debian's Chromium the way the Lighthouse CLI does (chrome-launcher, its default flags,
 * a throwaway profile) plus the flags this workplace requires, so Lighthouse is the only client
 * of the DevTools protocol while it traces (docs/benchmarks.md, "Method"). Playwright, used before, stayed
 * attached to every page it could see: it added its own script world to each new document and
 * its own protocol traffic, inside the navigation Lighthouse measures.
 */
export async function launchChromiumForLighthouse(): Promise<LighthouseChromium> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  const response = await fetch(`http://127.0.0.1:${String(chrome.port)}/json/version`);
  const { Browser: version } = (await response.json()) as { Browser?: string };
  return {
    port: chrome.port,
    version: version ?? 'Chromium',
    close: () => {
      chrome.kill();
    },
  };
}
