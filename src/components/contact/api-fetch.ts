import { XSRF_COOKIE, XSRF_HEADER, XSRF_HOST_COOKIE } from '../../forms/contract.ts';
import { readCookie } from '../../lib/cookies.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

function isRelative(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
}

function documentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/**
 * The contact form's fetch. For non-GET/HEAD requests to relative URLs it
 * adds the request-forgery header from the XSRF-TOKEN cookie when that cookie
 * exists (docs/requirements.md R11.6); absolute URLs never receive the token. Over HTTPS the
 * cookie is `__Host-XSRF-TOKEN` (decision 088): read first, the plain name as the fallback.
 */
export function apiFetch(
  url: string,
  init: RequestInit = {},
  cookies = documentCookies(),
): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const token = readCookie(cookies, XSRF_HOST_COOKIE) ?? readCookie(cookies, XSRF_COOKIE);
  if (SAFE_METHODS.has(method) || !isRelative(url) || token === undefined) return fetch(url, init);
  const headers = new Headers(init.headers);
  headers.set(XSRF_HEADER, token);
  return fetch(url, { ...init, headers });
}
