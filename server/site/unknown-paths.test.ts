import { describe, expect, it } from 'vitest';
import { siteAppForTests } from '../../tests/support/site-app-for-tests.ts';

// What the site's server answers for an address that is not one of its pages or files
// (pages.test.ts has the pages themselves).
const app = siteAppForTests();

const pageOf = (body: string) => /data-page="(\w+)" data-locale="(\w+)"/.exec(body)?.slice(1);

describe('unknown paths', () => {
  it.each([
    '/nope',
    '/it',
    '/en/',
    '/en/sostenibilita',
    '/a/b/c/d/e',
    '/homepage/it/',
    '/it/sostenibilita/index.html',
    '/_astro/',
    '/IT/Sostenibilità/Extra',
  ])('%s redirects to /', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it.each([
    ['/en/', 'en'],
    ['/en/sostenibilita', 'en'],
    ['/it', 'it'],
    ['/it/sustainability/deep', 'it'],
  ])('%s keeps its language: the homepage it lands on is in %s', async (url, locale) => {
    const res = await app.inject({ url });
    expect(res.headers.location).toBe('/');
    expect(res.cookies.find((c) => c.name === 'lang')?.value).toBe(locale);
    const home = await app.inject({
      url: '/',
      cookies: { lang: locale },
      headers: { 'accept-language': 'de' },
    });
    expect(pageOf(home.body)).toEqual(['home', locale]);
  });

  it('leaves the saved language alone when the unknown path names none', async () => {
    const res = await app.inject({ url: '/nope/en', cookies: { lang: 'it' } });
    expect(res.statusCode).toBe(302);
    expect(res.cookies.find((c) => c.name === 'lang')).toBeUndefined();
  });

  it.each(['/%ZZ', '/it/%E0%A4%A'])(
    '%s, which cannot be decoded, redirects like any unknown page, with the security headers',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('answers an undecodable API path with a registry error and the security headers', async () => {
    const res = await app.inject({ method: 'POST', url: '/open/%ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'BAD_REQUEST', message: expect.any(String) as string });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    '/_astro/old-chunk.B4d1x.js',
    '/_astro/site.old.css',
    '/images/nope.png',
    '/sitemap.xml/',
    '/site.webmanifest',
    '/it/apple-touch-icon-precomposed.png',
  ])('%s, a missing file, is a 404 with a registry body, not a redirect', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: expect.any(String) as string });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it.each([
    ['/IT/Sostenibilita', '/it/sostenibilita'],
    ['/it/sostenibilit%C3%A0', '/it/sostenibilita'],
    ['/it/sostenibilita%CC%80', '/it/sostenibilita'],
    ['/EN/Sustainability/?utm_source=x', '/en/sustainability?utm_source=x'],
    ['//it/sostenibilita', '/it/sostenibilita'],
    ['/en//medium-big-companies?a=1&next=/x?y', '/en/medium-big-companies?a=1&next=/x?y'],
  ])('%s moves permanently to the page it spells', async (url, target) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(target);
  });

  it('redirects HEAD too', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/deep/unknown/path' });
    expect(res.statusCode).toBe(302);
  });

  it('answers unknown API paths with a JSON error, not a redirect', async () => {
    const res = await app.inject({ method: 'POST', url: '/open/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: expect.any(String) as string });
  });
});
