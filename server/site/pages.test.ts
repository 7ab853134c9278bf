import { describe, expect, it } from 'vitest';
import { createSiteApp } from '../../tests/support/test-app.ts';
import { siteAppForTests } from '../../tests/support/site-app-for-tests.ts';

const app = siteAppForTests();

const pageOf = (body: string) => /data-page="(\w+)" data-locale="(\w+)"/.exec(body)?.slice(1);

describe('the homepage is negotiated', () => {
  it('serves Italian with neither cookie nor Accept-Language', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(pageOf(res.body)).toEqual(['home', 'it']);
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.headers['vary']).toMatch(/Accept-Language/);
  });

  it('serves English for Accept-Language only', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(pageOf(res.body)).toEqual(['home', 'en']);
  });

  it('does not answer 304 with the other language’s homepage', async () => {
    const italian = await app.inject({ url: '/' });
    const english = await app.inject({
      url: '/',
      headers: { 'if-none-match': String(italian.headers['etag']) },
      cookies: { lang: 'en' },
    });
    expect(english.statusCode).toBe(200);
    expect(pageOf(english.body)).toEqual(['home', 'en']);
  });

  it('prefers the lang cookie to Accept-Language', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-language': 'it' }, cookies: { lang: 'en' } });
    expect(pageOf(res.body)).toEqual(['home', 'en']);
  });

  it('?lang= saves the choice for a year and redirects to /', async () => {
    const res = await app.inject({ url: '/?lang=en' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const cookie = res.cookies.find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'en', path: '/', maxAge: 31_536_000, sameSite: 'Lax' });
  });

  it('ignores an unsupported ?lang=', async () => {
    const res = await app.inject({ url: '/?lang=de', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(pageOf(res.body)).toEqual(['home', 'en']);
  });
});

describe('language pages', () => {
  it.each([
    ['/it/sostenibilita', 'sustainability', 'it'],
    ['/en/sustainability', 'sustainability', 'en'],
    ['/it/aziende-medio-grandi', 'companies', 'it'],
    ['/en/medium-big-companies', 'companies', 'en'],
    ['/it/termini-e-condizioni', 'terms', 'it'],
    ['/en/terms-and-conditions', 'terms', 'en'],
  ])('%s serves the %s page in %s and remembers the language', async (url, page, locale) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(pageOf(res.body)).toEqual([page, locale]);
    expect(res.cookies.find((c) => c.name === 'lang')?.value).toBe(locale);
  });

  it('moves the slash variant of a page permanently to its one address, keeping the query', async () => {
    const res = await app.inject({ url: '/en/medium-big-companies/?utm_source=mail' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/medium-big-companies?utm_source=mail');
  });

  it('marks the lang cookie Secure when PUBLIC_URL is https, even behind a proxy that speaks http', async () => {
    const secure = await app.inject({ url: '/en/sustainability' });
    expect(secure.cookies.find((c) => c.name === 'lang')?.secure).toBe(true);
    const local = await createSiteApp({ PUBLIC_URL: 'http://127.0.0.1:3000' });
    try {
      const plain = await local.inject({ url: '/en/sustainability' });
      expect(plain.cookies.find((c) => c.name === 'lang')).toBeDefined();
      expect(plain.cookies.find((c) => c.name === 'lang')?.secure).toBeUndefined();
    } finally {
      await local.close();
    }
  });

  it('answers a revalidation with 304 and still remembers the page’s language', async () => {
    const first = await app.inject({ url: '/it/sostenibilita', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.inject({
      url: '/it/sostenibilita',
      headers: { 'if-none-match': String(etag), 'accept-encoding': 'gzip' },
      cookies: { lang: 'en' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.cookies.find((c) => c.name === 'lang')?.value).toBe('it');
  });

  it('sends the page again when the browser holds another version', async () => {
    const res = await app.inject({
      url: '/it/sostenibilita',
      headers: { 'if-none-match': 'W/"older", "other"' },
    });
    expect(res.statusCode).toBe(200);
    expect(pageOf(res.body)).toEqual(['sustainability', 'it']);
  });

  it('does not re-send the lang cookie when it already matches', async () => {
    const res = await app.inject({ url: '/en/sustainability', cookies: { lang: 'en' } });
    expect(res.cookies.find((c) => c.name === 'lang')).toBeUndefined();
  });

  it('writes PUBLIC_URL into the page instead of the build origin', async () => {
    const res = await app.inject({ url: '/en/sustainability' });
    expect(res.body).toContain('href="https://www.example.test/en/sustainability"');
    expect(res.body).not.toContain('127.0.0.1:3000');
  });

  it('answers HEAD like GET without a body', async () => {
    const get = await app.inject({ url: '/it/sostenibilita' });
    const head = await app.inject({ method: 'HEAD', url: '/it/sostenibilita' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
  });
});

describe('compression', () => {
  it('sends brotli, then gzip, then identity as the client accepts', async () => {
    const br = await app.inject({ url: '/en/sustainability', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await app.inject({
      url: '/en/sustainability',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/en/sustainability', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/);
  });
});

describe('sitemap and robots', () => {
  it('serve with PUBLIC_URL and the right types', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('https://www.example.test/');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: https://www.example.test/sitemap.xml');
  });
});
