import { fallbackConfig } from '../config/default-config.ts';
import type { AppConfig } from '../config/schema.ts';
import type { Dictionary } from '../i18n/dictionaries/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { $config, $messages, beginLoading } from './app-store.ts';
import { apiFetch } from './http.ts';

export const CONFIG_URL = '/assets/config.json';
export const messagesUrl = (locale: Locale): string => `/assets/i18n/${locale}.json`;

/**
 * Reads the configuration. On any failure it logs one clear console error and
 * returns the defaults of docs/requirements.md R10.2, so the site keeps working.
 */
export async function loadConfig(pageHost: string): Promise<AppConfig> {
  // The schema (and its library, ~8 KB) loads beside the file rather than with the page (decision 086).
  const schema = import('../config/schema.ts');
  try {
    const response = await apiFetch(CONFIG_URL, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
    const { parseAppConfig } = await schema;
    const parsed = parseAppConfig(await response.json());
    if (!parsed.ok) throw new Error(`invalid content (${parsed.error})`);
    return parsed.config;
  } catch (error) {
    console.error(`Configuration ${CONFIG_URL} could not be used, running on defaults:`, String(error));
    return fallbackConfig(pageHost);
  }
}

async function loadMessages(locale: Locale): Promise<Dictionary | undefined> {
  try {
    const response = await apiFetch(messagesUrl(locale), { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
    return (await response.json()) as Dictionary;
  } catch (error) {
    console.error(`Translations ${messagesUrl(locale)} could not be loaded:`, String(error));
    return undefined;
  }
}

/** Start-up loading: the loader flag is set until both files have been handled. */
export async function boot(locale: Locale, pageHost: string): Promise<void> {
  const done = beginLoading();
  $config.set(fallbackConfig(pageHost));
  try {
    const [config, messages] = await Promise.all([loadConfig(pageHost), loadMessages(locale)]);
    $config.set(config);
    if (messages) $messages.set(messages);
  } finally {
    done();
  }
}
