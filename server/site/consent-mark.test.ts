import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DECIDED_ATTRIBUTE } from '../../src/components/consent/banner-marks.ts';
import { COOKIE_POLICY_VERSION, consentCookieString } from '../../src/components/consent/consent-record.ts';
import { siteAppForTests } from '../../tests/support/site-app-for-tests.ts';
import { markDecided } from './consent-mark.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The `name=value` pair a browser sends back for a choice made `daysAgo` days ago. */
function consentCookie(daysAgo: number, policyVersion = COOKIE_POLICY_VERSION): string {
  const decidedAt = new Date(Date.now() - daysAgo * DAY).toISOString();
  const setCookie = consentCookieString({ analytics: true, media: false, decidedAt, policyVersion }, false);
  return setCookie.split(';')[0] ?? '';
}

/** The attributes of the <html> start tag the server sent. */
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0] ?? '';

describe('markDecided', () => {
  it('writes the mark into the <html> start tag only', () => {
    const page = '<!doctype html><html lang="it"><head></head><body><p>html <html-like></p></body></html>';
    expect(markDecided(page)).toBe(page.replace('<html lang', `<html ${DECIDED_ATTRIBUTE} lang`));
    expect(markDecided('<!DOCTYPE html><HTML>')).toBe(`<!DOCTYPE html><HTML ${DECIDED_ATTRIBUTE}>`);
  });

  it('refuses a document without <html>, rather than show a decided visitor the banner', () => {
    expect(() => markDecided('<!doctype html><htmlx><body></body>')).toThrow(/<html>/);
  });
});

describe('pages carry the server’s reading of the consent cookie', () => {
  const app = siteAppForTests();

  it.each(['/', '/it/sostenibilita', '/en/terms-and-conditions'])(
    '%s is marked decided exactly when the stored choice is valid',
    async (url) => {
      const cases = [
        [undefined, false],
        ['lang=it', false],
        [`lang=it; ${consentCookie(3)}`, true],
        [consentCookie(200), false],
        [consentCookie(3, 'an earlier policy'), false],
        ['consent=yes', false],
      ] as const;
      for (const [cookie, decided] of cases) {
        const res = await app.inject({ url, headers: cookie === undefined ? {} : { cookie } });
        expect(res.statusCode).toBe(200);
        expect(htmlTag(res.body).includes(DECIDED_ATTRIBUTE), `${url} with ${String(cookie)}`).toBe(decided);
        expect(res.headers['vary']).toMatch(/Cookie/);
      }
    },
  );

  it('does not answer 304 to a visitor whose choice changed since the copy they hold', async () => {
    const before = await app.inject({ url: '/it/sostenibilita' });
    const after = await app.inject({
      url: '/it/sostenibilita',
      headers: { 'if-none-match': String(before.headers['etag']), cookie: consentCookie(0) },
    });
    expect(after.statusCode).toBe(200);
    expect(htmlTag(after.body)).toContain(DECIDED_ATTRIBUTE);
    const again = await app.inject({
      url: '/it/sostenibilita',
      headers: { 'if-none-match': String(after.headers['etag']), cookie: consentCookie(0) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the same decided page in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({
        url: '/en/sustainability',
        headers: { 'accept-encoding': encoding, cookie: consentCookie(1) },
      });
      const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (data: Buffer) => data }[
        encoding
      ];
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(htmlTag(decode?.(res.rawPayload).toString('utf8') ?? '')).toContain(DECIDED_ATTRIBUTE);
    }
  });
});
