import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PORT, APP_URL, contactRequest, SEND, useContainer } from './container.ts';

/**
 * The image an operator deploys (Containerfile, decision 160), built by tests/image/global-setup.ts
 * on a local stand-in of its base image: what it declares, what it holds, and its own command run
 * with a volume as a container runtime would (decision 162).
 */
const PAGE = '/en/sustainability';
const box = useContainer();
const { config } = box;

describe('the image (Containerfile)', () => {
  it('declares a non-root user, the data volume, 0.0.0.0, a health check with Node, SIGTERM', () => {
    expect(Number(config.user)).toBeGreaterThan(0);
    expect(config.env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', DATA_DIR: '/data' });
    expect(config.volumes).toEqual(['/data']);
    expect(config.cmd).toEqual(['node', 'server/index.ts']);
    expect(config.stopSignal).toBe('SIGTERM');
    expect(config.healthcheck.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    // The build's certificate bundle argument stays in the build.
    expect(Object.keys(config.env)).not.toContain('NODE_EXTRA_CA_CERTS');
  });

  it('holds the server, the built site and the production packages: no development package, test or source map', async () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const development = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.dev === true)
      .map(([path]) => path);
    expect(development).toContain('node_modules/typescript');
    const found = await box.withRoot((root) => {
      const app = join(root, config.workingDir);
      const files = readdirSync(app, { recursive: true, encoding: 'utf8' });
      return {
        top: readdirSync(app).sort(),
        fastify: existsSync(join(app, 'node_modules/fastify/package.json')),
        development: development.filter((path) => existsSync(join(app, path))),
        testsAndMaps: files.filter((file) => /\.map$|\.(?:test|spec|fuzz|fixture)\.[cm]?[jt]sx?$/.test(file)),
        testFolders: files.filter((file) => /(?:^|\/)(?:tests?|__tests__|fixtures)$/.test(file)),
      };
    });
    expect(found).toEqual({
      top: ['dist', 'node_modules', 'package.json', 'server', 'site-settings.json', 'src'],
      fastify: true,
      development: [],
      testsAndMaps: [],
      testFolders: [],
    });
  });

  it('serves the site, keeps a lead on its volume, stops on SIGTERM within the timeout, and keeps the lead across a restart', async () => {
    const server = await box.start({ SHUTDOWN_TIMEOUT_MS: '1500' });
    const ready = await fetch(`${APP_URL}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', store: 'writable' });

    const page = await fetch(`${APP_URL}${PAGE}`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('Acme Racconti');

    // The image's own health check, run in the container as a runtime would.
    await box.runToEnd(config.healthcheck.slice(1));

    const lead = contactRequest('volume@example.com', false);
    const accepted = await fetch(`${APP_URL}${SEND}`, { method: 'POST', ...lead });
    expect(accepted.status).toBe(200);
    const { id } = (await accepted.json()) as { id: string };
    expect(await box.leadsCli(['show', id])).toContain('volume@example.com');

    // A client that never finishes its request must not hold the stop past SHUTDOWN_TIMEOUT_MS.
    const stuck = connect(APP_PORT, '127.0.0.1');
    const closed = new Promise((resolve) => stuck.once('close', resolve));
    await new Promise((resolve) => stuck.once('connect', resolve));
    stuck.write(
      `POST ${SEND} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 900\r\n\r\n{`,
    );
    // Answered after the stuck request's bytes were sent: the server has taken that connection in.
    expect((await fetch(`${APP_URL}/healthz`)).status).toBe(200);
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toBe(0);
    await closed;
    const messages = server.log.map((entry) => entry['msg']);
    expect(messages).toContain('shutting down');
    expect(messages).toContain('shutdown deadline reached: closing the remaining connections');

    const again = await box.start();
    const readyAgain = await fetch(`${APP_URL}/readyz`);
    expect(await readyAgain.json()).toMatchObject({ status: 'ready', outbox: { local: 1 } });
    expect(await box.leadsCli(['show', id])).toContain('volume@example.com');
    process.kill(again.pid, 'SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
