import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

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

/** A middleware answering /admin and the files under it from `copy(folder)`'s output. */
export function adminDevMiddleware(copy: (outDir: string) => void): DevMiddleware {
  const outDir = mkdtempSync(join(tmpdir(), 'dev-admin-'));
  copy(outDir);
  const root = join(outDir, 'admin');
  return (request, response, next) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
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
