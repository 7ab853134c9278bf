import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDevMiddleware } from './admin-dev.ts';

/** The dev server's /admin (decision 109): the files the build would write, nothing else. */
let server: Server;
let origin: string;

beforeAll(async () => {
  const middleware = adminDevMiddleware((outDir) => {
    mkdirSync(join(outDir, 'admin', 'chunks'), { recursive: true });
    writeFileSync(join(outDir, 'admin', 'index.html'), '<!DOCTYPE html><title>Content editor</title>');
    writeFileSync(join(outDir, 'admin', 'config.json'), '{"backend":{"name":"github"}}');
    writeFileSync(join(outDir, 'admin', 'chunks', 'react-dom.js'), 'export {};');
    writeFileSync(join(outDir, 'secret.txt'), 'outside /admin');
  });
  server = createServer((request, response) => {
    middleware(request, response, () => response.writeHead(404).end('next'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
});
afterAll(() => {
  server.close();
});

describe('the editor in npm run dev', () => {
  it('serves the page at /admin/, kept out of search engines and caches', async () => {
    const response = await fetch(`${origin}/admin/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('Content editor');
  });

  it('sends /admin to /admin/', async () => {
    const response = await fetch(`${origin}/admin`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/admin/');
  });

  it('serves the configuration and the bundle’s chunk with their types', async () => {
    const config = await fetch(`${origin}/admin/config.json?t=1`);
    expect(config.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await config.json()).toEqual({ backend: { name: 'github' } });
    const chunk = await fetch(`${origin}/admin/chunks/react-dom.js`);
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('leaves every other path to the dev server, and nothing outside /admin/ is reachable', async () => {
    // Raw requests: fetch would resolve the dot segments before sending them.
    const paths = [
      '/it/sostenibilita',
      '/admin/missing.js',
      '/admin/../secret.txt',
      '/admin/%2e%2e/secret.txt',
    ];
    for (const path of [...paths, '/administrator']) {
      expect({ path, ...(await rawGet(path)) }).toEqual({ path, status: 404, body: 'next' });
    }
  });
});

function rawGet(path: string): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${origin}/`, { path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode, body });
      });
    }).on('error', reject);
  });
}

describe('the editor in npm run dev, on an origin of its own', () => {
  let gated: Server;
  let port = 0;
  beforeAll(async () => {
    const middleware = adminDevMiddleware((outDir) => {
      mkdirSync(join(outDir, 'admin'), { recursive: true });
      writeFileSync(join(outDir, 'admin', 'index.html'), '<!DOCTYPE html><title>Content editor</title>');
      writeFileSync(join(outDir, 'admin', 'config.json'), '{"backend":{"name":"github","base_url":"x"}}');
    }, 'http://localhost:3000');
    gated = createServer((request, response) => {
      middleware(request, response, () => response.writeHead(200).end('next'));
    });
    await new Promise<void>((resolve) => gated.listen(0, '127.0.0.1', resolve));
    const address = gated.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => {
    gated.close();
  });
  const status = (path: string, host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
        });
      }).on('error', reject);
    });

  it('serves the editor and lets the relay through on the editor host only', async () => {
    expect((await status('/admin/', 'localhost:3000')).status).toBe(200);
    expect((await status('/cms/auth?provider=github', 'localhost:3000')).body).toBe('next');
    expect((await status('/admin/', '127.0.0.1:3000')).status).toBe(404);
    expect((await status('/%61dmin/', '127.0.0.1:3000')).status).toBe(404);
    expect((await status('/cms/auth?provider=github', '127.0.0.1:3000')).status).toBe(404);
  });

  it('keeps the pages off the editor host, and names the editor origin as the login address', async () => {
    expect((await status('/it/sostenibilita', 'localhost:3000')).status).toBe(404);
    expect((await status('/it/sostenibilita', '127.0.0.1:3000')).body).toBe('next');
    const config = JSON.parse((await status('/admin/config.json', 'localhost:3000')).body) as {
      backend: { base_url: string };
    };
    expect(config.backend.base_url).toBe('http://localhost:3000');
  });
});
