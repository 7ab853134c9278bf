import type { AppConfig } from './schema.ts';

/**
 * The config served at /assets/config.json by default. The API is same-origin
 * (empty host), so the site works wherever it is deployed.
 * Role numbers are opaque (docs/requirements.md R9.3); these two are examples an operator can edit.
 */
export const defaultConfig: AppConfig = {
  server: { protocol: 'http', host: '', port: 0 },
  domain: '',
  routing: [
    { page: 'home', role: [1, 2] },
    { page: 'sustainability', role: [1, 2, 3] },
    { page: 'companies', role: [2, 3] },
  ],
};

/**
 * What the client uses until config.json has loaded (R10.2: http, the page's
 * host, port 0) and keeps using if it cannot load.
 */
export function fallbackConfig(pageHost: string): AppConfig {
  return { server: { protocol: 'http', host: pageHost, port: 0 }, domain: '', routing: [] };
}
