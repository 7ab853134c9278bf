import type { APIRequestContext, Page } from '@playwright/test';
import { contentFor, pageMetaFor } from '../../src/content/index.ts';
import { pathFor } from '../../src/i18n/locales.ts';
import { baseURL } from '../../playwright.config.ts';
import { expect, test } from './support/fixtures.ts';
import {
  label,
  LEGAL_STYLESHEET,
  linkedStylesheets,
  SITE_STYLESHEET,
  VISITABLE_PAGES,
} from './support/pages.ts';
import { waitForIslands } from './support/startup.ts';

const other = { it: 'en', en: 'it' } as const;
const ogLocale = { it: 'it_IT', en: 'en_GB' } as const;

async function expectHead(page: Page, target: (typeof VISITABLE_PAGES)[number]): Promise<void> {
  const meta = pageMetaFor(target.page, target.locale);
  const attr = (selector: string, name = 'content') => page.locator(selector).getAttribute(name);
  const absolute = (path: string) => new URL(path, baseURL).href;

  await expect(page.locator('html')).toHaveAttribute('lang', target.locale);
  await expect(page).toHaveTitle(meta.title);
  expect(await attr('meta[name="description"]')).toBe(meta.description);
  expect(await attr('meta[name="robots"]')).toBe('follow,index');
  expect(await attr('meta[property="og:title"]')).toBe(meta.title);
  expect(await attr('meta[property="og:description"]')).toBe(meta.description);
  expect(await attr('meta[property="og:url"]')).toBe(absolute(target.path));
  // The sharing image is in the page's language, and says what the image shows.
  const shareImage = absolute(`/images/share-${target.locale}.png`);
  expect(await attr('meta[property="og:image"]')).toBe(shareImage);
  expect(await attr('meta[property="og:locale"]')).toBe(ogLocale[target.locale]);
  expect(await attr('meta[property="og:locale:alternate"]')).toBe(ogLocale[other[target.locale]]);
  expect(await attr('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await attr('meta[name="twitter:image"]')).toBe(shareImage);
  const { alt } = contentFor(target.locale).shareImage;
  expect(await attr('meta[name="twitter:image:alt"]')).toBe(alt);
  expect(await attr('meta[property="og:image:alt"]')).toBe(alt);
  const image = await page.request.get(shareImage);
  expect(image.headers()['content-type']).toBe('image/png');
  // The PNG's own size (its IHDR chunk) is the size the tags announce.
  const png = await image.body();
  expect(await attr('meta[property="og:image:width"]')).toBe(String(png.readUInt32BE(16)));
  expect(await attr('meta[property="og:image:height"]')).toBe(String(png.readUInt32BE(20)));
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(await attr('link[rel="canonical"]', 'href')).toBe(absolute(target.path));
  expect(await attr('link[rel="alternate"][hreflang="it"]', 'href')).toBe(
    absolute(pathFor(target.page, 'it')),
  );
  expect(await attr('link[rel="alternate"][hreflang="en"]', 'href')).toBe(
    absolute(pathFor(target.page, 'en')),
  );
  expect(await attr('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(
    absolute(pathFor(target.page, 'it')),
  );
  // The company's schema.org Organization is on the homepage, once for the site (decision 114).
  const structured = page.locator('script[type="application/ld+json"]');
  if (target.page !== 'home') {
    await expect(structured).toHaveCount(0);
    return;
  }
  const jsonLd = JSON.parse((await structured.textContent()) ?? '{}') as {
    '@type'?: string;
    name?: string;
    brand?: unknown;
  };
  expect(jsonLd['@type']).toBe('Organization');
  expect(jsonLd.name).toMatch(/\S/);
  expect(jsonLd.brand).toEqual({ '@type': 'Brand', name: 'Storyverse' });
}

// One context without JavaScript visits every page, a step each (decision 117): a context of its
// own per page cost more than the checks.
test('head tags in the initial HTML (no JavaScript), on every page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const target of VISITABLE_PAGES) {
    await test.step(label(target), async () => {
      await context.clearCookies();
      await context.addCookies(target.cookies.map((c) => ({ ...c, url: baseURL })));
      await page.goto(target.path);
      await expectHead(page, target);
    });
  }
  await context.close();
});

for (const target of VISITABLE_PAGES) {
  test(`head tags after hydration: ${label(target)}`, async ({ page, context }) => {
    await context.addCookies(target.cookies.map((c) => ({ ...c, url: baseURL })));
    await page.goto(target.path);
    await waitForIslands(page);
    await expectHead(page, target);
  });
}

test('titles and descriptions are distinct per page and language', () => {
  const metas = VISITABLE_PAGES.map((t) => pageMetaFor(t.page, t.locale));
  expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
  expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
});

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
    // The terms page also links the legal documents' stylesheet, which its content needs (decision 080).
    const expected = target.page === 'terms' ? [LEGAL_STYLESHEET, SITE_STYLESHEET] : [SITE_STYLESHEET];
    expect(stylesheets.toSorted()).toEqual(expected.map((href) => expect.stringMatching(href)));
  });
}

test('every page links the same stylesheet, served compressed and cached for good', async ({ request }) => {
  const linked = new Set<string>();
  for (const target of VISITABLE_PAGES) {
    for (const href of (await stylesheetsOf(request, target)).stylesheets) {
      // The terms page's own second stylesheet is checked above.
      if (!(target.page === 'terms' && LEGAL_STYLESHEET.test(href))) linked.add(href);
    }
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
