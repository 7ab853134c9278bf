import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { Socket } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleRequests } from './handle-requests.ts';
import { recordTraffic, type ReceivedRequest, type ReceivedSubmission } from './recorded-traffic.ts';
import type { FakeMode } from './scripted-faults.ts';

export type { FakeMode } from './scripted-faults.ts';
export type { ReceivedRequest, ReceivedSubmission } from './recorded-traffic.ts';

/**
 * A fake HubSpot on 127.0.0.1 for development and tests: the form GET of the v2, v3 and
 * date-based forms APIs, each form in the shape asked (form-shapes.ts), and the v3 secure
 * submit, with HubSpot's answer shapes and bearer-token check, and the submission rules outside
 * the fields (context-rules.ts: the tracking cookie, the one-month limit on submittedAt).
 * It can be switched (in code or over HTTP at /__fake/*) to an outage (500s or
 * hanging calls), rate limiting (429 + Retry-After) or validation errors. Given a certificate it
 * speaks HTTPS and logs the host name each call asked for (the region test).
 *
 * This module starts and stops it; the calls are answered in handle-requests.ts (paths, bodies
 * and JSON answers in forms-api-http.ts), the modes are in scripted-faults.ts and what it saw
 * is kept in recorded-traffic.ts.
 */
export interface FakeHubspotOptions {
  readonly accessToken: string;
  readonly portalId: string;
  /** Form definitions by GUID, each v2 or v3 JSON; default: the repository's embedded forms. */
  readonly forms?: ReadonlyMap<string, Record<string, unknown>>;
  /** Serve HTTPS with this key and certificate (PEM) instead of HTTP. */
  readonly tls?: { readonly key: string; readonly cert: string };
  /** The fake's clock, for the one-month rule on submittedAt. */
  readonly now?: () => number;
}

export interface FakeHubspot {
  readonly url: string;
  readonly submissions: readonly ReceivedSubmission[];
  /** Calls per endpoint and answer status (e.g. "submit 500"). */
  readonly calls: ReadonlyMap<string, number>;
  /** Every forms and submit call in arrival order, answered or not (budget checks). */
  readonly requests: readonly ReceivedRequest[];
  /**
   * Resolves true as soon as the received submissions satisfy `condition` (checked now and at
   * each arrival), false if they still do not after `timeoutMs`: leads reach the fake
   * asynchronously, through the server's outbox, and the wait ends on their arrival, not a poll.
   */
  whenSubmissions(
    condition: (submissions: readonly ReceivedSubmission[]) => boolean,
    timeoutMs: number,
  ): Promise<boolean>;
  setMode(mode: FakeMode): void;
  reset(): void;
  close(): Promise<void>;
}

const EMBEDDED_DIR = fileURLToPath(new URL('../../server/hubspot/embedded-forms/', import.meta.url));

export function embeddedDefinitions(portalId: string): Map<string, Record<string, unknown>> {
  const forms = new Map<string, Record<string, unknown>>();
  for (const file of readdirSync(EMBEDDED_DIR).filter((name) => name.endsWith('.json'))) {
    const definition = JSON.parse(readFileSync(join(EMBEDDED_DIR, file), 'utf8')) as Record<string, unknown>;
    forms.set(file.replace(/\.json$/, ''), { ...definition, portalId: Number(portalId) });
  }
  return forms;
}

export async function startFakeHubspot(options: FakeHubspotOptions, port = 0): Promise<FakeHubspot> {
  const forms = options.forms ?? embeddedDefinitions(options.portalId);
  let mode: FakeMode = { kind: 'ok' };
  const traffic = recordTraffic();
  const sockets = new Set<Socket>();
  const switches = {
    mode: () => mode,
    setMode: (next: FakeMode) => {
      mode = next;
    },
    reset: () => {
      traffic.clear();
      mode = { kind: 'ok' };
    },
  };

  const listener = handleRequests({ ...options, forms }, traffic, switches);
  const server: Server = options.tls ? createTlsServer(options.tls, listener) : createServer(listener);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;

  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${String(actualPort)}`,
    submissions: traffic.submissions,
    calls: traffic.calls,
    requests: traffic.requests,
    whenSubmissions: traffic.whenSubmissions,
    setMode: switches.setMode,
    reset: switches.reset,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
