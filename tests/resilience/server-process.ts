import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createXsrf } from '../../server/security/xsrf.ts';
import { afterAll, beforeAll } from 'vitest';
import type { FakeHubspot } from '../fake-hubspot/fake-hubspot.ts';
import { hubspotEnv, startTestHubspot, TEST_CSRF_SECRET, validSubmission } from '../support/test-app.ts';
import { createStubDist } from '../support/stub-dist.ts';
import { RATE_LIMITS_OFF } from '../support/rate-limits-off.ts';

const ENTRY = fileURLToPath(new URL('../../server/index.ts', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last 200 lines of its output. */
  readonly output: string[];
}

/** The real server (server/index.ts) as a child process on an OS-chosen port. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [ENTRY], {
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
  const keep = (line: string) => {
    output.push(line);
    if (output.length > 200) output.shift();
  };
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stderr.on('data', (chunk: Buffer) => {
      keep(chunk.toString());
    });
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        keep(line);
        try {
          const entry = JSON.parse(line) as { msg?: string; address?: string };
          if (entry.msg === 'listening' && entry.address)
            resolve({ url: entry.address, child, exited, output });
        } catch {
          // not a JSON log line
        }
      }
    });
    void exited.then(({ code, signal }) => {
      reject(new Error(`server exited before listening (${String(code ?? signal)}):\n${output.join('\n')}`));
    });
  });
}

/** A fresh data folder, a stub build and HubSpot pointed at the fake. */
export function leadServerEnv(fakeUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'resilience-')),
    DIST_DIR: createStubDist(),
    CSRF_SECRET: TEST_CSRF_SECRET,
    // info: the "listening" line tells the port.
    LOG_LEVEL: 'info',
    ...RATE_LIMITS_OFF,
    // The outage test sends 1,000 leads in seconds, past the global intake ceiling (decision 088).
    LEAD_INTAKE_PER_MINUTE: '0',
    SPAM_MIN_FILL_MS: '0',
    ...hubspotEnv(fakeUrl),
    ...extra,
  };
}

const token = createXsrf(TEST_CSRF_SECRET, { forceSecure: false }).issue();

/** POSTs one contact request; the answer's status, and the lead id when it is 200. */
export async function postLead(url: string, email: string): Promise<{ status: number; id?: string }> {
  const response = await fetch(`${url}/open/hubspot/send`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`,
      'x-xsrf-token': token,
    },
    body: JSON.stringify(validSubmission(email)),
  });
  const text = await response.text();
  if (response.status !== 200) return { status: response.status };
  return { status: 200, id: (JSON.parse(text) as { id: string }).id };
}

/** POSTs one contact request; the lead id when the server answered 200, else undefined. */
export async function sendLead(url: string, email: string): Promise<string | undefined> {
  return (await postLead(url, email)).id;
}

/** The e-mail of each submission HubSpot received, counted. */
export function deliveredCounts(
  submissions: readonly { body: Record<string, unknown> }[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const submission of submissions) {
    const fields = submission.body['fields'] as { name: string; value: string }[];
    const email = fields.find((field) => field.name === 'email')?.value ?? '';
    counts.set(email, (counts.get(email) ?? 0) + 1);
  }
  return counts;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ResilienceContext {
  fake: FakeHubspot;
  server: ServerProcess | undefined;
}

/** A fake HubSpot for the whole file; the last server started is killed if a test left it running. */
export function useFakeHubspotAndServer(): ResilienceContext {
  const context = { server: undefined } as ResilienceContext;
  beforeAll(async () => {
    context.fake = await startTestHubspot();
  });
  afterAll(async () => {
    if (context.server?.child.exitCode === null) context.server.child.kill('SIGKILL');
    await context.fake.close();
  });
  return context;
}
