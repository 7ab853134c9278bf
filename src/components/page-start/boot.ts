import { fallbackConfig } from '../../config/default-config.ts';
// Built into start-up's own module: as a chunk of its own it cost a second request and module
// evaluation after the first paint, for 1.8 KB gzip (decision 130).
import { parseAppConfig, type AppConfig } from '../../config/schema.ts';
import { $config, beginLoading } from '../../lib/app-store.ts';
import { leavingPage, watchLeaving } from '../../lib/page-leaving.ts';

export const CONFIG_URL = '/assets/config.json';

/**
 * Reads the configuration. On any failure it logs one clear console error (none when the visitor
 * is leaving the page, which cuts the request off) and returns the defaults of
 * docs/requirements.md R10.2, so the site keeps working.
 */
export async function loadConfig(pageHost: string): Promise<AppConfig> {
  const read = async (): Promise<AppConfig> => {
    const response = await fetch(CONFIG_URL, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
    const parsed = parseAppConfig(await response.json());
    if (!parsed.ok) throw new Error(`invalid content (${parsed.error})`);
    return parsed.config;
  };
  try {
    return await watchLeaving(read());
  } catch (error) {
    if (!leavingPage())
      console.error(`Configuration ${CONFIG_URL} could not be used, running on defaults:`, String(error));
    return fallbackConfig(pageHost);
  }
}

/**
 * Start-up loading: the loader flag is set until the configuration has been handled. The
 * translations are not asked here but by the dialogs that read them, when they start (decision 128).
 */
export async function boot(pageHost: string): Promise<void> {
  const done = beginLoading();
  $config.set(fallbackConfig(pageHost));
  try {
    $config.set(await loadConfig(pageHost));
  } finally {
    done();
  }
}
