import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pageMetaFor } from '../../src/content/index.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { VISITABLE_PAGES, label } from '../e2e/support/pages.ts';
import { expectedHead, readHead, SHARE_IMAGE_SIZE } from '../support/page-head.ts';
import { createTestApp } from '../support/test-app.ts';

/**
 * The head tags as the server sends them, read without running the page's scripts: what a search
 * engine or a link preview reads. Moved from the browser suite, where a context without JavaScript
 * loaded every page for it (decision 119); the browser suite checks the same head after hydration.
 * Runs the real app over `dist/`: `npm run build` first.
 */
const ORIGIN = 'https://www.example.test';
let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await createTestApp({
    serveSite: true,
    env: { DIST_DIR: resolve('dist'), PUBLIC_URL: ORIGIN },
  }));
});
afterAll(async () => {
  await app.close();
});

describe('the head of every page as served', () => {
  it.each(VISITABLE_PAGES.map((target) => [label(target), target] as const))('%s', async (_, target) => {
    const cookie = target.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const response = await app.inject({ url: target.path, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    const { document } = new JSDOM(response.body).window;
    expect(readHead(document)).toEqual(expectedHead(target.page, target.locale, ORIGIN));
  });
});

it('titles and descriptions are distinct per page and language', () => {
  const metas = VISITABLE_PAGES.map((t) => pageMetaFor(t.page, t.locale));
  expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
  expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
});

describe('the share image each language announces', () => {
  it.each(LOCALES)('%s: a PNG of the size the tags announce', async (locale) => {
    const response = await app.inject({ url: `/images/share-${locale}.png` });
    expect(response.headers['content-type']).toBe('image/png');
    // The PNG's own size, from its IHDR chunk.
    const png = response.rawPayload;
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(SHARE_IMAGE_SIZE);
  });
});
