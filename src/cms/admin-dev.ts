import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { normalisedPath } from '../lib/normalised-path.ts';

/**
 * `npm run dev` serves the editor at /admin/ too (decision 109), from the same files the build
 * writes (copied into a temporary folder when the dev server starts), so a developer or a marketer
 * trying a change can open it beside the pages: "Work with Local Repository" edits the content
 * files on disk, and the dev server reloads the pages they feed. Production serves /admin from the
 * build with its own headers (the server's admin route); this is the dev server's only copy.
 */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

type Next = () => void;
export type DevMiddleware = (request: IncomingMessage, response: ServerResponse, next: Next) => void;

/**
 * A middleware answering /admin and the files under it from `copy(folder)`'s output. With an
 * editor origin (scripts/dev.ts sets EDITOR_ORIGIN), the dev server keeps the two origins apart
 * as the site's server does (decision 134): on the editor's host only /admin and the proxied
 * /cms relay, elsewhere neither; the configuration's login address is the editor's origin.
 */
export function adminDevMiddleware(
  copy: (outDir: string) => void,
  editorOrigin: string | undefined = process.env['EDITOR_ORIGIN'],
): DevMiddleware {
  const outDir = mkdtempSync(join(tmpdir(), 'dev-admin-'));
  copy(outDir);
  const root = join(outDir, 'admin');
  const editorHost = editorOrigin === undefined ? undefined : new URL(editorOrigin).host;
  return (request, response, next) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (editorHost !== undefined) {
      const onEditor = (request.headers.host ?? '').toLowerCase() === editorHost;
      const editorPath = /^\/(?:admin|cms)(?:\/|$)/.test(normalisedPath(path));
      if (onEditor && path === '/') {
        response.writeHead(302, { location: '/admin/' }).end();
        return;
      }
      if (onEditor !== editorPath) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
    }
    if (path === '/admin') {
      response.writeHead(301, { location: '/admin/' }).end();
      return;
    }
    if (!path.startsWith('/admin/')) {
      next();
      return;
    }
    const relative = normalize(decodeURIComponent(path.slice('/admin/'.length)) || 'index.html');
    const file = join(root, relative);
    if (relative.startsWith('..') || !isFile(file)) {
      next();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'x-robots-tag': 'noindex, nofollow',
      'cache-control': 'no-store',
    });
    if (editorOrigin !== undefined && relative === 'config.json') {
      const config = JSON.parse(readFileSync(file, 'utf8')) as { backend: Record<string, unknown> };
      response.end(JSON.stringify({ ...config, backend: { ...config.backend, base_url: editorOrigin } }));
      return;
    }
    response.end(readFileSync(file));
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
