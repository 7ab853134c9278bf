import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../errors.ts';
import { adminHeaders } from './admin-headers.ts';
import { normalisedPath } from '../../src/lib/normalised-path.ts';
import { isEditorPath } from './editor-origin.ts';

/**
 * One server, two origins, chosen by the request's host (decision 134). On the public origin the
 * editor's paths are unknown (404), however they are spelt. On the editor's origin every answer
 * carries the editor's headers (admin-headers.ts, the one place they are made), `/` leads to the
 * editor, a variant spelling of one of its paths (`//admin/`, `/%61dmin/`, `/admin/../admin/`)
 * is redirected to the path itself, and anything else is 404: no public page, no picture, no API.
 */
export interface EditorGate {
  /** Whether this request came to the editor's origin. */
  readonly isEditorRequest: (request: FastifyRequest) => boolean;
  /** Sets the editor's headers when it did (for answers no hook sees: Fastify's framework errors). */
  readonly applyHeaders: (request: FastifyRequest, reply: FastifyReply) => void;
}

const pathAndQuery = (url: string): [string, string] => {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
};

export function registerEditorGate(
  app: FastifyInstance,
  options: { readonly editorOrigin: string | undefined; readonly httpsOnly: boolean },
): EditorGate {
  const editorHost = options.editorOrigin === undefined ? undefined : new URL(options.editorOrigin).host;
  const headers = adminHeaders(options.httpsOnly || options.editorOrigin?.startsWith('https:') === true);
  // Host (or X-Forwarded-Host from a trusted proxy, as Fastify reads it), compared as URL.host writes it.
  const isEditorRequest = (request: FastifyRequest) =>
    editorHost !== undefined && request.host.toLowerCase() === editorHost;

  app.addHook('onRequest', async (request, reply) => {
    const [path, query] = pathAndQuery(request.url);
    const normal = normalisedPath(path);
    if (!isEditorRequest(request)) {
      if (isEditorPath(normal)) return sendError(reply.header('cache-control', 'no-store'), 'NOT_FOUND');
      return;
    }
    reply.headers(headers);
    if (normal === '/') return reply.redirect('/admin/', 302);
    if (!isEditorPath(normal)) return sendError(reply, 'NOT_FOUND');
    if (normal !== path) return reply.redirect(`${normal}${query}`, 301);
  });

  return {
    isEditorRequest,
    applyHeaders: (request, reply) => {
      if (isEditorRequest(request)) reply.headers(headers);
    },
  };
}
