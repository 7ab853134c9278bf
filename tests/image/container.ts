import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { createXsrf } from '../../server/security/xsrf.ts';
import { TEST_CSRF_SECRET, validSubmission } from '../support/test-app.ts';
import { buildah, newContainer, runToEnd, type ImageConfig } from './buildah.ts';
import { startServerInImage, type ServerInImage } from './server-in-image.ts';

/** The lead server's port in the tests (the proxy's are the proxy test's). */
export const APP_PORT = 4431;
export const APP_URL = `http://127.0.0.1:${String(APP_PORT)}`;
export const SEND = '/open/hubspot/send';

/** What every run sets: a deployment's own values, and the test's ports. */
const BASE_ENV = {
  // The image listens on 0.0.0.0 in a network of its own; chroot isolation shares this machine's.
  HOST: '127.0.0.1',
  PORT: String(APP_PORT),
  CSRF_SECRET: TEST_CSRF_SECRET,
  // Leads sent milliseconds after the form are held as spam: these are a test's, not a bot's.
  SPAM_MIN_FILL_MS: '0',
  LOG_FULL_IP: 'true',
};

export interface ContainerContext {
  readonly config: ImageConfig;
  /** The image's command with this file's volume and the given environment, once it listens. */
  start(env?: Record<string, string>): Promise<ServerInImage>;
  /** `node server/cli/leads.ts …` in the container, on the same volume, as `podman exec` runs it. */
  leadsCli(args: readonly string[]): Promise<string>;
  /** A command in the container, with the port and secrets the server runs with. */
  runToEnd(command: readonly string[]): Promise<string>;
  /** The container's root file system on this machine, while `use` runs. */
  withRoot<T>(use: (root: string) => T): Promise<T>;
}

/** A container of the run's image and a volume of its own for this test file; both removed after it. */
export function useContainer(): ContainerContext {
  const { name, config } = inject('siteImage');
  let container = '';
  let dataDir = '';
  const running: ServerInImage[] = [];
  beforeAll(async () => {
    container = await newContainer(name);
    dataDir = mkdtempSync(join(tmpdir(), 'image-data-'));
    // The volume belongs to the image's user, as a runtime's named volume would.
    chownSync(dataDir, Number(config.user), Number(config.user));
  });
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) process.kill(server.pid, 'SIGKILL');
    await Promise.all(running.map((server) => server.exited));
    if (container !== '') await buildah(['rm', container]);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const mounts = () => ({ [dataDir]: '/data' });
  return {
    config,
    async start(env = {}) {
      const server = await startServerInImage(container, {
        config,
        mounts: mounts(),
        env: { ...BASE_ENV, ...env },
      });
      running.push(server);
      return server;
    },
    leadsCli: (args) =>
      runToEnd(container, ['node', 'server/cli/leads.ts', ...args], {
        config,
        mounts: mounts(),
        env: BASE_ENV,
      }),
    runToEnd: (command) => runToEnd(container, command, { config, env: BASE_ENV }),
    async withRoot(use) {
      const root = (await buildah(['mount', container])).trim();
      try {
        return use(root);
      } finally {
        await buildah(['umount', container]);
      }
    },
  };
}

/** A contact request as the site's own page sends it: the forgery cookie and its header. */
export function contactRequest(
  email: string,
  secure: boolean,
): { headers: Record<string, string>; body: string } {
  const xsrf = createXsrf(TEST_CSRF_SECRET, { forceSecure: secure });
  const token = xsrf.issue();
  return {
    headers: {
      'content-type': 'application/json',
      cookie: `${xsrf.cookieName}=${encodeURIComponent(token)}`,
      'x-xsrf-token': token,
    },
    body: JSON.stringify(validSubmission(email)),
  };
}
