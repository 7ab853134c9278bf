import type { APIRequestContext } from '@playwright/test';
import { expectedHead, readHead } from '../support/page-head.ts';
import { baseURL } from '../../playwright.config.ts';
import { expect, test } from './support/fixtures.ts';
import { label, linkedStylesheets, SITE_STYLESHEET, VISITABLE_PAGES } from './support/pages.ts';
import { waitForIslands } from './support/startup.ts';

// The head as served, without running scripts, is read from the server without a browser
// (tests/built-site, decision 119); here it is read again after the islands have hydrated.
for (const target of VISITABLE_PAGES) {
  test(`head tags after hydration: ${label(target)}`, async ({ page, context }) => {
    await context.addCookies(target.cookies.map((c) => ({ ...c, url: baseURL })));
    await page.goto(target.path);
    await waitForIslands(page);
    expect(await page.evaluate(readHead, undefined)).toEqual(
      expectedHead(target.page, target.locale, baseURL),
    );
  });
}

test('sitemap lists every page with its alternates; robots points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const target of VISITABLE_PAGES) {
    expect(sitemap).toContain(`<loc>${new URL(target.path, baseURL).href}</loc>`);
  }
  expect(sitemap.match(/<url>/g)).toHaveLength(7);
  expect(sitemap).toContain(`hreflang="en" href="${baseURL}/en/sustainability"`);
  expect(sitemap).toContain(`hreflang="x-default" href="${baseURL}/it/aziende-medio-grandi"`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

/** The stylesheets a page links, as written in its HTML. */
async function stylesheetsOf(
  request: APIRequestContext,
  target: (typeof VISITABLE_PAGES)[number],
): Promise<{ html: string; stylesheets: string[] }> {
  const cookie = target.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const html = await (await request.get(target.path, { headers: { cookie } })).text();
  return { html, stylesheets: linkedStylesheets(html) };
}

for (const target of VISITABLE_PAGES) {
  test(`before the first paint a page fetches no script and one stylesheet: ${label(target)}`, async ({
    request,
  }) => {
    // Lighthouse's phone simulation counts every request started before the first paint toward
    // FCP and LCP (decision 035): the page's own code starts from islands once the browser is idle.
    // The stylesheet is the one exception, linked rather than inlined (decision 079).
    const { html, stylesheets } = await stylesheetsOf(request, target);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toMatch(/<link[^>]*rel="?modulepreload/);
    // One stylesheet on every page, the terms page's included: a second one that blocks rendering
    // costs a connection of its own on HTTP/1.1 (decision 125).
    expect(stylesheets).toEqual([expect.stringMatching(SITE_STYLESHEET)]);
  });
}

test('every page links the same stylesheet, served compressed and cached for good', async ({ request }) => {
  const linked = new Set<string>();
  for (const target of VISITABLE_PAGES) {
    for (const href of (await stylesheetsOf(request, target)).stylesheets) linked.add(href);
  }
  expect([...linked]).toEqual([expect.stringMatching(SITE_STYLESHEET)]);
  const response = await request.get([...linked][0] ?? '', { headers: { 'accept-encoding': 'br' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/css/);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The file holds the site's rules, not a fragment: the footer and the closing call to action are styled from it.
  const css = await response.text();
  expect(css).toContain('.site-footer');
  expect(css).toContain('.closing-cta');
});

test('the icons clients ask for by name are icons, not the homepage', async ({ request }) => {
  for (const [path, type] of [
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ['/apple-touch-icon.png', /^image\/png$/],
    ['/favicon.svg', /^image\/svg\+xml/],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
  }
});
