/**
 * Writes .br and .gz beside every compressible file of the build so the server never compresses
 * static assets per request (decision 004). Run last by scripts/finish-build.ts, after every step
 * that writes into the build.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotli, gzip } from './compress.ts';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
]);
const MIN_BYTES = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses the build in `dist`; returns how many files got siblings. */
export async function precompress(dist: string): Promise<number> {
  let count = 0;
  for await (const path of files(dist)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const data = await readFile(path);
    if (data.length < MIN_BYTES) continue;
    await writeFile(`${path}.br`, brotli(data));
    await writeFile(`${path}.gz`, gzip(data));
    count += 1;
  }
  return count;
}
