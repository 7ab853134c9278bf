import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpsRequest, startCaddy, type Caddy, type HttpsRequest } from './caddy.ts';
import { APP_PORT, contactRequest, SEND, useContainer } from './container.ts';
import { loggedAddresses, type ServerInImage } from './server-in-image.ts';

/**
 * The reference proxy (Caddyfile, decision 161) in front of the image: Debian's Caddy runs the
 * repository's file, its values through the environment, with its own local certificate
 * authority, on loopback. A visitor's address is chosen by binding the client's socket to a
 * loopback address of its own (Linux answers on all of 127.0.0.0/8).
 */
const HTTPS_PORT = 4436;
const HTTP_PORT = 4437;
const SITE_HOST = 'www.example.test';
const EDITOR_HOST = 'edit.example.test';
const PAGE = '/en/sustainability';
const VISITOR = '127.0.0.2';
/** Another visitor, on another /24: the per-network windows (decision 141) do not join them either. */
const OTHER_VISITOR = '127.0.1.2';

const box = useContainer();
let server: ServerInImage;
let caddy: Caddy | undefined;

beforeAll(async () => {
  server = await box.start({
    // One trusted hop, as the Caddyfile's header says.
    TRUST_PROXY: '1',
    PUBLIC_URL: `https://${SITE_HOST}:${String(HTTPS_PORT)}`,
    EDITOR_ORIGIN: `https://${EDITOR_HOST}:${String(HTTPS_PORT)}`,
    RATE_LIMIT_PER_MINUTE: '2',
  });
  caddy = await startCaddy({
    siteHost: SITE_HOST,
    editorHost: EDITOR_HOST,
    httpsPort: HTTPS_PORT,
    httpPort: HTTP_PORT,
    appAddress: `127.0.0.1:${String(APP_PORT)}`,
  });
});

afterAll(async () => {
  await caddy?.stop();
});

const through = (host: string, path: string, more: Partial<HttpsRequest> = {}) =>
  httpsRequest({ port: HTTPS_PORT, ca: caddy?.rootCertificate ?? '', from: VISITOR, host, path, ...more });

function sendThrough(from: string, email: string, headers: Record<string, string> = {}) {
  const lead = contactRequest(email, true);
  return through(SITE_HOST, SEND, {
    from,
    method: 'POST',
    body: lead.body,
    headers: { ...lead.headers, ...headers },
  });
}

describe('the reference proxy (Caddyfile) in front of the image', () => {
  it('serves the public pages on the public host name, precompressed by the app, with the public address written in', async () => {
    const page = await through(SITE_HOST, PAGE, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const html = brotliDecompressSync(page.body).toString('utf8');
    expect(html).toContain(`https://${SITE_HOST}:${String(HTTPS_PORT)}${PAGE}`);
    expect((await through(SITE_HOST, '/admin/')).status).toBe(404);
    expect((await through(SITE_HOST, '/%61dmin/')).status).toBe(404);
  });

  it("serves the editor on the editor's host name only", async () => {
    const editor = await through(EDITOR_HOST, '/admin/');
    expect(editor.status).toBe(200);
    expect(editor.headers['content-type']).toMatch(/^text\/html/);
    expect((await through(EDITOR_HOST, PAGE)).status).toBe(404);
  });

  it("rate-limits by the address Caddy forwards, and a client's own X-Forwarded-For changes nothing", async () => {
    expect((await sendThrough(VISITOR, 'first@example.com')).status).toBe(200);
    expect((await sendThrough(VISITOR, 'second@example.com')).status).toBe(200);
    expect((await sendThrough(VISITOR, 'third@example.com')).status).toBe(429);
    // A forged address, in each form a client might try, is not taken for the visitor's own.
    const forged = await sendThrough(VISITOR, 'forged@example.com', {
      'x-forwarded-for': '198.51.100.7',
      'x-real-ip': '198.51.100.8',
      forwarded: 'for=198.51.100.9',
    });
    expect(forged.status).toBe(429);
    expect((await sendThrough(OTHER_VISITOR, 'other@example.com')).status).toBe(200);

    await expect
      .poll(() => loggedAddresses(server, SEND))
      .toEqual([VISITOR, VISITOR, VISITOR, VISITOR, OTHER_VISITOR]);
  });
});
