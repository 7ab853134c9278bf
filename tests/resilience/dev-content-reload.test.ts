import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumSkipReason } from '../e2e/support/chromium.ts';
import { freePort } from '../../scripts/lib/free-port.ts';

/**
 * The marketer's loop on one's own computer (docs/editing.md): `npm run dev` with the editor's
 * "Work with Local Repository" writes a content file to disk, and the open page shows the change
 * without a restart (src/content/content-reload.ts). The content is a copy (SITE_CONTENT_DIR), so
 * the repository's files are never touched.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HEADLINE = 'Il tuo bilancio di sostenibilità merita di essere letto';
const EDITED = 'Il tuo bilancio merita lettori veri';
const skip = chromiumSkipReason();
if (skip) console.log(skip);

describe.skipIf(skip !== undefined)('npm run dev and a content file edited on disk', () => {
  const copy = mkdtempSync(join(tmpdir(), 'dev-content-'));
  const file = join(copy, 'content', 'pages', 'sustainability.yaml');
  let dev: ChildProcess | undefined;
  let browser: Browser | undefined;
  let url = '';

  beforeAll(async () => {
    cpSync(join(ROOT, 'content'), join(copy, 'content'), { recursive: true });
    const [sitePort, apiPort] = [await freePort(), await freePort()];
    dev = spawn(process.execPath, ['scripts/dev.ts'], {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
      env: {
        // Not vitest's NODE_ENV=test and VITEST* variables: `npm run dev` as a person starts it.
        ...Object.fromEntries(
          Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
        ),
        PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env['PATH'] ?? ''}`,
        PORT: String(sitePort),
        API_PORT: String(apiPort),
        SITE_CONTENT_DIR: copy,
        LOG_LEVEL: 'warn',
      },
    });
    url = `http://127.0.0.1:${String(sitePort)}/it/sostenibilita`;
    // Astro's first page compiles everything: asked until it answers, within the hook's timeout.
    await vi.waitFor(
      async () => {
        expect((await fetch(url)).status).toBe(200);
      },
      { timeout: 120_000, interval: 1000 },
    );
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    if (dev?.pid !== undefined) process.kill(-dev.pid, 'SIGTERM');
    rmSync(copy, { recursive: true, force: true });
  });

  it('reloads the open page with the new headline', async () => {
    const page = await (browser as Browser).newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.getAttribute('aria-label')).toBe(HEADLINE);

    writeFileSync(file, readFileSync(file, 'utf8').replace(HEADLINE, EDITED));
    // Nothing here reloads the page: the dev server's reload message does.
    await page.waitForFunction(
      (text) => document.querySelector('h1')?.getAttribute('aria-label') === text,
      EDITED,
      { timeout: 60_000 },
    );
    expect(await heading.getAttribute('aria-label')).toBe(EDITED);
    expect(errors).toEqual([]);
  });
});
