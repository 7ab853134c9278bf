import type { ServerAddress } from './schema.ts';

export interface PageLocation {
  readonly protocol: string;
  readonly hostname: string;
}

/**
 * Base URL for API calls. When the configured server is the page's own host
 * (or the host is empty) the base is '' so calls stay relative: same-origin,
 * no CORS, and the request-forgery header applies (docs/requirements.md R11.6).
 */
export function apiBase(server: ServerAddress, page: PageLocation): string {
  const sameHost = server.host === '' || server.host === page.hostname;
  if (sameHost && server.port === 0) return '';
  const host = server.host === '' ? page.hostname : server.host;
  const port = server.port === 0 ? '' : `:${String(server.port)}`;
  return `${server.protocol}://${host}${port}`;
}
