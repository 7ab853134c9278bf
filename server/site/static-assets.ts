import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { realpathSync } from 'node:fs';
import { resolve, sep } from 'node:path';

const ONE_YEAR = 31_536_000;

/** Hashed build output never changes; everything else may change with a deploy. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return `public, max-age=${String(ONE_YEAR)}, immutable`;
  if (urlPath.startsWith('/assets/')) return 'public, max-age=300, must-revalidate';
  // The editor's files are not fingerprinted: a new pinned version is seen at once (ETag).
  if (urlPath.startsWith('/admin/')) return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * The pictures' own policy (decision 133): a picture opened directly (an SVG is a document) runs
 * nothing, reaches nothing but its own origin's pictures, and is sandboxed like an opaque origin.
 */
export const PICTURE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/**
 * Whether a file of the build, and each precompressed sibling that exists, really lies in the
 * build: a symbolic link to a file elsewhere (/etc/passwd, the outbox) is not served.
 */
function staysInside(realRoot: string, root: string, urlPath: string): boolean {
  for (const suffix of ['', '.br', '.gz']) {
    let real: string;
    try {
      real = realpathSync.native(resolve(root, `.${urlPath}${suffix}`));
    } catch {
      continue; // missing: @fastify/static answers 404 itself
    }
    if (real !== realRoot && !real.startsWith(realRoot + sep)) return false;
  }
  return true;
}

/** Verdicts already reached, per URL path: the build does not change while the server runs. */
const VERDICT_LIMIT = 10_000;

/**
 * staysInside() once per path: three synchronous realpath calls on every static request would
 * block the event loop on a hot path. Bounded, since any client can ask for any path.
 */
function memoisedCheck(check: (urlPath: string) => boolean): (urlPath: string) => boolean {
  const verdicts = new Map<string, boolean>();
  return (urlPath) => {
    const known = verdicts.get(urlPath);
    if (known !== undefined) return known;
    const verdict = check(urlPath);
    if (verdicts.size >= VERDICT_LIMIT) verdicts.clear();
    verdicts.set(urlPath, verdict);
    return verdict;
  };
}

/**
 * Files of the build other than the pages: served precompressed (.br/.gz made
 * by scripts/lib/precompress.ts). Pages and the homepage sources are never served
 * from disk: pages.ts owns them.
 */
export async function registerStaticAssets(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  let realRoot = root;
  try {
    realRoot = realpathSync.native(root);
  } catch {
    // No build (npm run dev, API tests): every file is missing anyway.
  }
  const insideBuild = memoisedCheck((urlPath) => staysInside(realRoot, root, urlPath));
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: false,
    redirect: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // Hidden files (.env, .git) are never part of the site: 'ignore' answers them as missing.
    dotfiles: 'ignore',
    allowedPath: (pathName) =>
      !pathName.endsWith('.html') && !pathName.startsWith('/homepage/') && insideBuild(pathName),
    // @fastify/static passes the Fastify reply here, not the raw response.
    setHeaders: (reply: { header: (name: string, value: string) => unknown }, filePath: string) => {
      const urlPath = filePath.slice(root.length).replaceAll('\\', '/');
      reply.header('cache-control', cacheControlFor(urlPath));
      if (urlPath.startsWith('/images/')) reply.header('content-security-policy', PICTURE_CSP);
    },
  });
}
