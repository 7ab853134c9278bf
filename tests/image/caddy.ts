import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Debian's Caddy running the repository's own Caddyfile, its values given through the environment
 * placeholders the file reads: loopback only, test ports, Caddy's local certificate authority
 * (`tls internal`), and its certificates and keys in a temporary home, never the machine's.
 */
export interface Caddy {
  readonly child: ChildProcess;
  /** Caddy's local root certificate, PEM: what a client trusts to reach it. */
  readonly rootCertificate: string;
  readonly output: string[];
  /** Stops Caddy and removes its temporary home (its keys and certificates). */
  stop(): Promise<void>;
}

export interface CaddyOptions {
  readonly siteHost: string;
  readonly editorHost: string;
  readonly httpsPort: number;
  readonly httpPort: number;
  readonly appAddress: string;
}

export function startCaddy(options: CaddyOptions): Promise<Caddy> {
  const home = mkdtempSync(join(tmpdir(), 'caddy-home-'));
  const child = spawn('caddy', ['run', '--config', 'Caddyfile', '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: home,
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CONFIG_HOME: join(home, 'config'),
      CADDY_TLS: 'internal',
      CADDY_BIND: '127.0.0.1',
      HTTPS_PORT: String(options.httpsPort),
      HTTP_PORT: String(options.httpPort),
      SITE_HOST: options.siteHost,
      EDITOR_HOST: options.editorHost,
      APP_ADDRESS: options.appAddress,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    let certificates = 0;
    const onLine = (line: string) => {
      output.push(line);
      // Caddy logs each certificate it holds; both host names' certificates: ready to serve them.
      if (line.includes('certificate obtained successfully')) certificates += 1;
      if (certificates === 2) {
        certificates = Number.NaN;
        const rootCertificate = readFileSync(join(home, 'data/caddy/pki/authorities/local/root.crt'), 'utf8');
        const stop = async () => {
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
          rmSync(home, { recursive: true, force: true });
        };
        resolve({ child, rootCertificate, output, stop });
      }
    };
    let buffer = '';
    child.stderr.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    child.once('exit', (code) => {
      rmSync(home, { recursive: true, force: true });
      reject(new Error(`caddy exited (${String(code)}) before serving:\n${output.join('\n')}`));
    });
  });
}

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

export interface HttpsRequest {
  readonly port: number;
  readonly host: string;
  readonly path: string;
  readonly ca: string;
  /** The client's own address (any 127.x.y.z works on Linux's loopback): the visitor Caddy sees. */
  readonly from: string;
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

/** One HTTPS request to Caddy on 127.0.0.1, for a host name, from a chosen loopback address. */
export function httpsRequest(options: HttpsRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: options.port,
        servername: options.host,
        localAddress: options.from,
        ca: options.ca,
        method: options.method ?? 'GET',
        path: options.path,
        agent: false,
        headers: { host: `${options.host}:${String(options.port)}`, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
