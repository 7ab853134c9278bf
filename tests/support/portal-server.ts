import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeHubspot, type FakeHubspot } from '../fake-hubspot/fake-hubspot.ts';
import { RATE_LIMITS_OFF } from './rate-limits-off.ts';

/**
 * A HubSpot portal for browser tests: the fake HubSpot on an ephemeral port of 127.0.0.1 serving
 * the given forms, and the production server (`node server/index.ts`, the built site in dist/)
 * pointed at it with HUBSPOT_API_URL / HUBSPOT_SUBMIT_URL and the given HUBSPOT_FORMS_API
 * (decisions 098, 100). Leads go through the server's outbox, as in production. Used by the
 * Playwright suite (tests/e2e/support/hubspot-portal.ts) and the engine journeys (decision 112).
 */
export interface Portal {
  readonly baseURL: string;
  readonly fake: FakeHubspot;
  stop(): Promise<void>;
}

const TOKEN = 'pat-eu1-e2e-portal-token-0123456789';
const PORTAL_ID = '24681357';

/** A port the system has just given out, free again for the server to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

/**
 * Refuses a port something already listens on: a server left running by an interrupted run would
 * otherwise answer /readyz for ours (which then exits, unable to bind), and the tests would talk to
 * it and to a fake HubSpot long gone.
 */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${String(port)} is already in use on 127.0.0.1 (a server left from an earlier run?)`
            : String(error),
        ),
      );
    });
    probe.listen(port, '127.0.0.1', () => {
      probe.close(() => {
        resolve();
      });
    });
  });
}

/** Resolves once /readyz answers 200 (forms readable, store open); rejects if the server exits. */
async function ready(baseURL: string, server: ChildProcess, output: () => string): Promise<void> {
  // Start-up takes a few seconds on a busy machine; the loop ends on the first 200.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the server exited during start-up:\n${output()}`);
    const status = await fetch(`${baseURL}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server never became ready:\n${output()}`);
}

export interface PortalOptions {
  /** The server's port; default: one the system gives out. */
  readonly port?: number;
  /** The address browsers use, when it is not the server's own (a proxy in front of it). */
  readonly publicURL?: string;
}

export async function startPortal(
  formsApi: string,
  forms: ReadonlyMap<string, Record<string, unknown>>,
  options: PortalOptions = {},
): Promise<Portal> {
  const fake = await startFakeHubspot({ accessToken: TOKEN, portalId: PORTAL_ID, forms });
  const port = options.port ?? (await freePort());
  await assertPortFree(port).catch(async (error: unknown) => {
    await fake.close();
    throw error;
  });
  const baseURL = `http://127.0.0.1:${String(port)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-hubspot-portal-'));
  const server = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: options.publicURL ?? baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HUBSPOT_ACCESS_TOKEN: TOKEN,
      HUBSPOT_PORTAL_ID: PORTAL_ID,
      HUBSPOT_API_URL: fake.url,
      HUBSPOT_SUBMIT_URL: fake.url,
      HUBSPOT_FORMS_API: formsApi,
      // As the suite's own server (playwright.config.ts): tests type faster than people.
      ...RATE_LIMITS_OFF,
      LEAD_INTAKE_PER_MINUTE: '0',
      SPAM_MIN_FILL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await ready(baseURL, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, fake, stop };
}
