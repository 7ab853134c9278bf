import { Writable } from 'node:stream';
import { loggerOptions } from '../../server/logging/logger-options.ts';

/** The server's own logger options writing to memory: `lines()` gives the parsed JSON lines. */
export function captureLogs(level = 'info') {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return {
    logger: loggerOptions(level, stream),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
