import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Documents that carry the public origin (pages, sitemap, robots.txt) are built
 * with SITE.defaultPublicUrl and rewritten here to the server's PUBLIC_URL, then
 * compressed once at start and served from memory.
 */
export interface CachedDocument {
  readonly contentType: string;
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** Weak, because the same content goes out in three encodings. */
  readonly etag: string;
}

export type Encoding = 'br' | 'gzip' | 'identity';

export function compressDocument(text: string, contentType: string): CachedDocument {
  const identity = Buffer.from(text, 'utf8');
  return {
    contentType,
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
  };
}

/** Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** A built document's text with the build's origin replaced by the public one. */
export async function readDocument(
  distDir: string,
  relativePath: string,
  buildOrigin: string,
  publicOrigin: string,
): Promise<string> {
  const raw = await readFile(join(distDir, relativePath), 'utf8');
  return raw.replaceAll(buildOrigin, publicOrigin);
}

export async function loadDocument(
  distDir: string,
  relativePath: string,
  contentType: string,
  buildOrigin: string,
  publicOrigin: string,
): Promise<CachedDocument> {
  return compressDocument(await readDocument(distDir, relativePath, buildOrigin, publicOrigin), contentType);
}

/** Picks br, then gzip, honouring q=0 exclusions (a missing header means identity). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const weight = (name: string): number => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}
