import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../src/forms/contract.ts';
import { localeFromPath } from '../src/i18n/resolve-language.ts';
import { codeForError, sendError } from './errors.ts';
import type { ApplySecurityHeaders } from './security/security-headers.ts';
import { rememberLanguage } from './site/pages.ts';
import { trimTrailingSlashes } from './trim-slashes.ts';

/** Paths that belong to the API: unknown ones answer JSON, never a redirect. */
export function isApiPath(url: string): boolean {
  return url.startsWith(API_PREFIX) || url === API_PREFIX.slice(0, -1);
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';
const isPageRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathOf(request));
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * A request for a file (a script, an image, a manifest) rather than a page: its last segment has
 * an extension other than .html. A missing file is a 404: redirected to the homepage, an old
 * script's request after a deploy got HTML back, and crawlers saw missing images as soft 404s.
 */
export function isFileRead(path: string): boolean {
  // A hidden file or folder (/.env, /.git/config) is never a page: a plain 404, like a missing file.
  if (path.split('/').some((segment) => segment.startsWith('.') || /^%2e/i.test(segment))) return true;
  const last = path.split('/').findLast((segment) => segment !== '') ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(last)?.[1]?.toLowerCase();
  return extension !== undefined && extension !== 'html' && extension !== 'htm';
}

/**
 * Fastify's `frameworkErrors`: a path that cannot be percent-decoded ("/%ZZ").
 * It is answered before any hook runs, so it sets the security headers itself.
 */
export function answerFrameworkError(securityHeaders: { readonly apply?: ApplySecurityHeaders }) {
  return (
    error: { statusCode?: number; code?: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ): void => {
    securityHeaders.apply?.(request, reply);
    if (isPageRead(request)) {
      void reply.header('cache-control', 'no-store').redirect('/', 302);
      return;
    }
    const code = codeForError(error.statusCode ?? 500, error.code);
    void sendError(reply, code);
  };
}

/**
 * The address a mistyped page path most likely means: decoded, without accents, in lowercase,
 * with single slashes and no trailing one. Undefined when that changes nothing or cannot decode.
 */
export function pageSpelledAs(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const plain = trimTrailingSlashes(
    decoded
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/\/{2,}/g, '/'),
  );
  return plain !== '' && plain !== path ? plain : undefined;
}

/**
 * The not-found and error handlers. Registered before any plugin or route:
 * Fastify fixes a route's handlers when a registration is awaited, and the
 * static-file plugin's await used to leave the API routes with Fastify's own
 * error bodies (FST_ERR_CTP_*) instead of the registry's.
 */
export function registerErrorAnswers(
  app: FastifyInstance,
  { httpsOnly }: { readonly httpsOnly: boolean },
): void {
  // Any other path, at any depth, goes to the homepage (docs/requirements.md R2.4), in the language
  // of its first segment when it has one: /en/typo lands on the English homepage. A missing file
  // does not.
  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request);
    if (isPageRead(request) && !isFileRead(path)) {
      // A page's address typed in capitals or with its accent (/it/sostenibilità) moves to the page.
      const page = pageSpelledAs(path);
      if (page && app.hasRoute({ method: 'GET', url: page })) {
        return reply.redirect(`${page}${request.url.slice(path.length)}`, 301);
      }
      const locale = localeFromPath(path);
      if (locale) rememberLanguage(request, reply, locale, httpsOnly);
      return reply.header('cache-control', 'no-store').redirect('/', 302);
    }
    const allowed = METHODS.filter((method) => app.hasRoute({ method, url: path }));
    if (isApiPath(path) && allowed.length > 0) {
      return sendError(reply.header('allow', allowed.join(', ')), 'METHOD_NOT_ALLOWED');
    }
    // An unknown API path, or a missing file (not cached: it may exist after the next deploy).
    if (isPageRead(request)) void reply.header('cache-control', 'no-store');
    return sendError(reply, 'NOT_FOUND');
  });

  app.setErrorHandler(async (error, request, reply) => {
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
    // A directory or a refused file of the build is just an unknown page.
    if ((status === 403 || status === 404) && !isApiPath(pathOf(request)) && request.method !== 'POST') {
      reply.callNotFound();
      return reply;
    }
    if (status >= 400 && status < 500) {
      const code = codeForError(
        status,
        typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined,
      );
      return sendError(reply, code);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 'INTERNAL');
  });
}
