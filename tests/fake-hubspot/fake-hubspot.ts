import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FORM_NOT_FOUND,
  INVALID_SUBMISSION,
  RATE_LIMITED,
  SERVER_ERROR,
  UNAUTHORIZED,
  type HubspotFieldError,
} from './answers.ts';
import { submissionErrors } from './validate-submission.ts';
import { contextErrors } from './context-rules.ts';
import { formInShape, inlineMessageOf, submitDefinition, type FormShape } from './form-shapes.ts';

/**
 * A fake HubSpot on 127.0.0.1 for development and tests: the form GET of the v2, v3 and
 * date-based forms APIs, each form in the shape asked (form-shapes.ts), and the v3 secure
 * submit, with HubSpot's answer shapes and bearer-token check, and the submission rules outside
 * the fields (context-rules.ts: the tracking cookie, the one-month limit on submittedAt).
 * It can be switched (in code or over HTTP at /__fake/*) to an outage (500s or
 * hanging calls), rate limiting (429 + Retry-After) or validation errors. Given a certificate it
 * speaks HTTPS and logs the host name each call asked for (the region test).
 */
export type FakeMode =
  | { readonly kind: 'ok'; readonly latencyMs?: number }
  | { readonly kind: 'error'; readonly status?: number }
  | { readonly kind: 'hang' }
  | { readonly kind: 'rate-limit'; readonly retryAfterSeconds: number }
  | {
      readonly kind: 'reject';
      readonly errors?: readonly HubspotFieldError[];
      /** Refuse only the submission with this e-mail address (the others are judged as usual). */
      readonly onlyEmail?: string;
    };

export interface ReceivedSubmission {
  readonly portalId: string;
  readonly formId: string;
  readonly body: Record<string, unknown>;
  readonly receivedAt: number;
}

/** One call to HubSpot's API as it arrived (whatever the answer): the request log. */
export interface ReceivedRequest {
  readonly endpoint: 'forms' | 'submit';
  /** The path asked, without the query: which forms API, which form. */
  readonly path: string;
  readonly at: number;
  /** The Host header the caller sent, e.g. api-eu1.hsforms.com. */
  readonly host: string;
  /** Over HTTPS, the host name the caller asked for in the TLS handshake (SNI). */
  readonly servername?: string | undefined;
}

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

/** The form GET of each forms API: the shape it answers, and the form id in the path. */
const FORM_PATHS: readonly { readonly shape: FormShape; readonly pattern: RegExp }[] = [
  { shape: 'v2', pattern: /^\/forms\/v2\/forms\/([^/?]+)$/ },
  { shape: 'v3', pattern: /^\/marketing\/v3\/forms\/([^/?]+)$/ },
  { shape: 'v3', pattern: /^\/marketing\/forms\/\d{4}-\d{2}(?:-beta)?\/([^/?]+)$/ },
];

function formRequest(path: string): { shape: FormShape; id: string } | undefined {
  for (const { shape, pattern } of FORM_PATHS) {
    const match = pattern.exec(path);
    if (match) return { shape, id: decodeURIComponent(match[1] ?? '') };
  }
  return undefined;
}
const SUBMIT_PATH = /^\/submissions\/v3\/integration\/secure\/submit\/([^/]+)\/([^/?]+)$/;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
    });
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

/** The e-mail field of a submission body, if any. */
function emailOf(body: Record<string, unknown>): unknown {
  const fields = Array.isArray(body['fields'])
    ? (body['fields'] as { name?: unknown; value?: unknown }[])
    : [];
  return fields.find((field) => field.name === 'email')?.value;
}

/** Writes a JSON answer; returns true ("answered") so handlers can `return send(...)`. */
function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): true {
  response.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
  return true;
}

export async function startFakeHubspot(options: FakeHubspotOptions, port = 0): Promise<FakeHubspot> {
  const forms = options.forms ?? embeddedDefinitions(options.portalId);
  let mode: FakeMode = { kind: 'ok' };
  const submissions: ReceivedSubmission[] = [];
  const waiters = new Set<() => void>();
  const calls = new Map<string, number>();
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const count = (key: string) => {
    calls.set(key, (calls.get(key) ?? 0) + 1);
  };

  /** Answers per mode; true when the call was answered (or left hanging) by the mode. */
  const disturbed = (endpoint: string, response: ServerResponse): boolean => {
    switch (mode.kind) {
      case 'hang':
        count(`${endpoint} hang`);
        return true;
      case 'error': {
        const status = mode.status ?? 500;
        count(`${endpoint} ${String(status)}`);
        send(response, status, SERVER_ERROR());
        return true;
      }
      case 'rate-limit':
        count(`${endpoint} 429`);
        send(response, 429, RATE_LIMITED(), { 'retry-after': String(mode.retryAfterSeconds) });
        return true;
      default:
        return false;
    }
  };

  const control = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    if (request.method === 'POST' && path === '/__fake/mode') {
      mode = JSON.parse(await readBody(request)) as FakeMode;
      return send(response, 200, { mode });
    }
    if (request.method === 'POST' && path === '/__fake/reset') {
      submissions.length = 0;
      calls.clear();
      requests.length = 0;
      mode = { kind: 'ok' };
      return send(response, 200, { ok: true });
    }
    if (path === '/__fake/submissions') return send(response, 200, { submissions });
    if (path === '/__fake/stats')
      return send(response, 200, { mode, calls: Object.fromEntries(calls), submissions: submissions.length });
    return send(response, 404, { status: 'error', message: 'unknown control path' });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/__fake/')) return control(request, response, path);
    const arrivedAt = Date.now();
    const asked = {
      path,
      at: arrivedAt,
      host: request.headers.host ?? '',
      servername: (request.socket as Partial<TLSSocket>).servername || undefined,
    };
    const formAsked = request.method === 'GET' ? formRequest(path) : undefined;
    if (formAsked) requests.push({ endpoint: 'forms', ...asked });
    if (request.method === 'POST' && SUBMIT_PATH.test(path)) requests.push({ endpoint: 'submit', ...asked });
    const body = request.method === 'POST' ? await readBody(request) : '';
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      count('auth 401');
      return send(response, 401, UNAUTHORIZED());
    }
    if (formAsked) {
      if (disturbed('forms', response)) return;
      const form = forms.get(formAsked.id);
      count(`forms ${form ? '200' : '404'}`);
      return form
        ? send(response, 200, formInShape(form, formAsked.shape))
        : send(response, 404, FORM_NOT_FOUND(formAsked.id));
    }
    const submitMatch = request.method === 'POST' ? SUBMIT_PATH.exec(path) : null;
    if (submitMatch) {
      if (disturbed('submit', response)) return;
      const [, portalId = '', formId = ''] = submitMatch;
      const form = portalId === options.portalId ? forms.get(formId) : undefined;
      if (!form) {
        count('submit 404');
        return send(response, 404, FORM_NOT_FOUND(formId));
      }
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(body) as Record<string, unknown>;
      } catch {
        count('submit 400');
        return send(
          response,
          400,
          INVALID_SUBMISSION([{ message: 'Invalid JSON', errorType: 'INVALID_JSON' }]),
        );
      }
      const errors =
        mode.kind === 'reject' && (mode.onlyEmail === undefined || emailOf(parsed) === mode.onlyEmail)
          ? [
              ...(mode.errors ?? [
                { message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' },
              ]),
            ]
          : [
              ...submissionErrors(submitDefinition(form), parsed),
              ...contextErrors(parsed, (options.now ?? Date.now)()),
            ];
      if (errors.length > 0) {
        count('submit 400');
        return send(response, 400, INVALID_SUBMISSION(errors));
      }
      const latency = mode.kind === 'ok' ? (mode.latencyMs ?? 0) : 0;
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
      submissions.push({ portalId, formId, body: parsed, receivedAt: Date.now() });
      for (const check of waiters) check();
      count('submit 200');
      return send(response, 200, {
        inlineMessage: inlineMessageOf(form) ?? 'Thanks for submitting the form.',
      });
    }
    return send(response, 404, { status: 'error', message: 'Not found' });
  };

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { status: 'error', message: String(error) });
    });
  };
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
    submissions,
    calls,
    requests,
    whenSubmissions: (condition, timeoutMs) =>
      new Promise<boolean>((resolve) => {
        const finish = (met: boolean) => {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(met);
        };
        const check = () => {
          if (condition(submissions)) finish(true);
        };
        const timer = setTimeout(() => {
          finish(false);
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    setMode: (next) => {
      mode = next;
    },
    reset: () => {
      submissions.length = 0;
      calls.clear();
      requests.length = 0;
      mode = { kind: 'ok' };
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
