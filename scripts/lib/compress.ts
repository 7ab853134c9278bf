/**
 * The compression the build precompresses with (scripts/lib/precompress.ts) and the budgets measure
 * (scripts/check-budgets.ts): one definition, so the budgets count what the server sends.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function brotli(content: string | Buffer): Buffer {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
}

export function gzip(content: string | Buffer): Buffer {
  return gzipSync(content, { level: 9 });
}
