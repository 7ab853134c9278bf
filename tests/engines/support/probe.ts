import {
  request as httpRequest,
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { HeldRequests } from './held-requests.ts';

/** Where the proxy serves the probe: same origin, so the site's script-src 'self' admits it. */
const PROBE_PATH = '/__engines/probe.js';

/**
 * Runs before every other script of a page and keeps what the engine would show in its console:
 * console.error calls, uncaught errors and rejections, blocked content (CSP) and failed loads.
 * WebKitWebDriver relays none of these over classic WebDriver, so both engines use it alike.
 * A failed load from another host is only recorded: the test machine has no internet, and which
 * third parties a page asks for (never before consent) is a check of its own.
 */
const PROBE = `(() => {
  const errors = (window.__engineErrors = []);
  const thirdParty = (window.__engineThirdParty = []);
  const original = console.error;
  console.error = function (...args) {
    errors.push('console.error: ' + args.map(String).join(' '));
    return original.apply(this, args);
  };
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) return void errors.push('pageerror: ' + event.message);
    const target = event.target;
    // A preload is a hint: Firefox fires "error" on some that were already loaded, and a module
    // that truly fails to load fails its import, which is a page error of its own.
    if (target && target.tagName === 'LINK' && /preload/.test(target.rel)) return;
    const url = (target && (target.currentSrc || target.src || target.href)) || '';
    if (url && new URL(url, location.href).origin !== location.origin) thirdParty.push(url);
    else errors.push('failed to load: ' + (url || (target && target.tagName)));
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('unhandledrejection: ' + String(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push('blocked by CSP: ' + event.violatedDirective + ' ' + event.blockedURI));
})();`;

const TAG = `<script src="${PROBE_PATH}"></script>`;

/**
 * A loopback proxy in front of the site that puts the probe first in every page's head and passes
 * everything else through unchanged (pages are asked for uncompressed, to be edited). A request
 * `held` names waits until it is released; one the browser gave up meanwhile is dropped.
 */
export async function startProbeProxy(port: number, upstream: string, held: HeldRequests): Promise<Server> {
  const target = new URL(upstream);
  const proxy = createServer((incoming, outgoing) => {
    const gate = held.gate(incoming.url ?? '');
    if (!gate) {
      pass(incoming, outgoing);
      return;
    }
    void gate.then(() => {
      if (!incoming.destroyed) pass(incoming, outgoing);
    });
  });
  /** Answers the probe itself, and passes every other request on. */
  const pass = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (incoming.url === PROBE_PATH) {
      outgoing.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      outgoing.end(PROBE);
      return;
    }
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        // The Host stays the proxy's: the server sees the address the browser uses (PUBLIC_URL).
        headers: { ...incoming.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const isPage = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isPage) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head[^>]*>/, (head) => head + TAG);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['etag'];
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(html);
        });
      },
    );
    forward.on('error', (error) => {
      outgoing.writeHead(502).end(String(error));
    });
    incoming.pipe(forward);
  };
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return proxy;
}
