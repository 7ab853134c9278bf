import type { ChildProcess } from 'node:child_process';
import { runInContainer, type RunOptions } from './buildah.ts';

/** The image's own command running in a container, as `podman run` would start it. */
export interface ServerInImage {
  readonly child: ChildProcess;
  /** The server's process id on this machine (chroot isolation shares the host's), from its log. */
  readonly pid: number;
  readonly exited: Promise<number | null>;
  /** Its log lines, parsed where they are JSON (pino). */
  readonly log: Record<string, unknown>[];
  readonly output: string[];
}

/** Starts the image's CMD and resolves once it logs that it listens. */
export function startServerInImage(container: string, options: RunOptions): Promise<ServerInImage> {
  const child = runInContainer(container, options.config.cmd, options);
  const log: Record<string, unknown>[] = [];
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          continue; // not a log line
        }
        log.push(entry);
        if (entry['msg'] === 'listening' && typeof entry['pid'] === 'number') {
          resolve({ child, pid: entry['pid'], exited, log, output });
        }
      }
    });
    void exited.then((code) => {
      reject(new Error(`the server exited (${String(code)}) before listening:\n${output.join('\n')}`));
    });
  });
}

/** The request log's client address of each request to `url` (LOG_FULL_IP=true logs it whole). */
export function loggedAddresses(server: ServerInImage, url: string): string[] {
  return server.log
    .filter((entry) => entry['msg'] === 'request' && entry['url'] === url)
    .map((entry) => String(entry['ip']));
}
