import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/free-port.ts';
import { startProcess, stopProcess } from './processes.ts';

export type BenchSite = Awaited<ReturnType<typeof startBenchSite>>;

/**
 * Starts the built site (`server/index.ts` serving `distDir`) on a free loopback port with a throwaway
 * data directory, in its own process as in production: inside the benchmark's process it would share
 * the event loop with Lighthouse, whose work delayed responses, and Lantern derives each origin's
 * server time from the responses it observed. `editorOrigin`: the editor's, on the same server
 * (decision 134).
 */
export async function startBenchSite(
  distDir = 'dist',
  /** More of the server's environment (the editor's login test sets the OAuth app's variables). */
  env: Record<string, string> = {},
) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-site-'));
  const origin = `http://127.0.0.1:${String(port)}`;
  const site = await startProcess(['server/index.ts'], {
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    LOG_LEVEL: 'info',
    ...env,
  });
  return {
    origin,
    editorOrigin: `http://localhost:${String(port)}`,
    stop: async () => {
      await stopProcess(site);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
