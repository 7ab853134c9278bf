import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';
import { parseRateSpec, parseTrustProxy } from './env-parsers.ts';

describe('lead server environment', () => {
  it('has the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      RATE_LIMIT_PER_MINUTE: 5,
      RATE_LIMIT_PER_HOUR: 20,
      TRUST_PROXY: false,
      SPAM_MIN_FILL_MS: 3000,
      LEAD_RETENTION_DAYS: 30,
      FORM_CACHE_TTL_MS: 300_000,
      HUBSPOT_RATE_LIMIT: { max: 80, windowMs: 10_000 },
      HUBSPOT_TIMEOUT_MS: 10_000,
    });
  });

  it('takes 0 to turn the rate limit windows and the time check off', () => {
    expect(
      loadEnv({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0', SPAM_MIN_FILL_MS: '0' }),
    ).toMatchObject({
      RATE_LIMIT_PER_MINUTE: 0,
      RATE_LIMIT_PER_HOUR: 0,
      SPAM_MIN_FILL_MS: 0,
    });
  });

  it.each([
    [{ RATE_LIMIT_PER_MINUTE: '-1' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ TRUST_PROXY: 'my-proxy' }, 'TRUST_PROXY'],
    [{ HUBSPOT_RATE_LIMIT: 'fast' }, 'HUBSPOT_RATE_LIMIT'],
    [{ LEAD_RETENTION_DAYS: '0' }, 'LEAD_RETENTION_DAYS'],
    [{ OUTBOX_LEASE_MS: '5000', HUBSPOT_TIMEOUT_MS: '10000' }, 'OUTBOX_LEASE_MS'],
  ])('stops with a message naming the variable for %o', (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(name);
  });
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['10.0.0.1', ['10.0.0.1']],
    [
      '10.0.0.0/8, 192.168.1.1, ::1, fd00::/8, loopback',
      ['10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8', 'loopback'],
    ],
  ])('%s → %o', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it('turns a hop count into a function trusting that many hops', () => {
    const trust = parseTrustProxy('2');
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([trust('x', 0), trust('x', 1), trust('x', 2)]).toEqual([true, true, false]);
  });

  it.each(['10.0.0.0/33', 'proxy.local', '1.2.3', '10.0.0.1/8/1'])('refuses %s', (raw) => {
    expect(parseTrustProxy(raw)).toHaveProperty('error');
  });
});

describe('parseRateSpec', () => {
  it.each([
    ['80/10s', { max: 80, windowMs: 10_000 }],
    ['5 / 500ms', { max: 5, windowMs: 500 }],
    ['0/10s', undefined],
    ['80 per 10s', undefined],
  ])('%s → %o', (raw, expected) => {
    expect(parseRateSpec(raw)).toEqual(expected);
  });
});

describe('loadEnv: site settings', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({}, { file: 'site-settings.json', hubspotRegion: 'na1', hubspotPortalId: undefined });
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      HUBSPOT_API_URL: 'https://api.hubapi.com',
      HUBSPOT_SUBMIT_URL: 'https://api.hsforms.com',
    });
    expect(env.HUBSPOT_ACCESS_TOKEN).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(loadEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://127.0.0.1:8080');
    expect(loadEnv({ PUBLIC_URL: 'https://www.example.com/' }).PUBLIC_URL).toBe('https://www.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ HUBSPOT_PORTAL_ID: 'abc' }, 'HUBSPOT_PORTAL_ID'],
    [{ CSRF_SECRET: 'short' }, 'CSRF_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ HUBSPOT_ACCESS_TOKEN: 'pat-na1-x' }, 'HUBSPOT_PORTAL_ID'],
    [{ CMS_GITHUB_CLIENT_ID: 'Iv1.id' }, 'CMS_GITHUB_CLIENT_SECRET'],
    [{ CMS_GITHUB_CLIENT_SECRET: 'secret' }, 'CMS_GITHUB_CLIENT_ID'],
  ])('refuses %o naming %s', (source, name) => {
    expect(() => loadEnv(source)).toThrow(new RegExp(name));
  });

  it("takes the editor login's two variables together, trimmed; blank means off", () => {
    const env = loadEnv({ CMS_GITHUB_CLIENT_ID: ' Iv1.id ', CMS_GITHUB_CLIENT_SECRET: 'secret' });
    expect([env.CMS_GITHUB_CLIENT_ID, env.CMS_GITHUB_CLIENT_SECRET]).toEqual(['Iv1.id', 'secret']);
    expect(
      loadEnv({ CMS_GITHUB_CLIENT_ID: ' ', CMS_GITHUB_CLIENT_SECRET: '' }).CMS_GITHUB_CLIENT_ID,
    ).toBeUndefined();
  });
});

describe('loadEnv: production', () => {
  const production = { NODE_ENV: 'production', CSRF_SECRET: 'p'.repeat(32) };

  it('starts with a secret and the default https HubSpot addresses', () => {
    expect(loadEnv(production).CSRF_SECRET).toBe('p'.repeat(32));
  });

  it.each([
    [{ CSRF_SECRET: undefined }, 'CSRF_SECRET'],
    [{ CSRF_SECRET: '  ' }, 'CSRF_SECRET'],
    [{ HUBSPOT_API_URL: 'http://api.example.test' }, 'HUBSPOT_API_URL'],
    [{ HUBSPOT_SUBMIT_URL: 'http://submit.example.test' }, 'HUBSPOT_SUBMIT_URL'],
  ])('refuses %o naming %s', (change, name) => {
    const source = { ...production, ...change };
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`${name} must`));
  });

  it('lets development run without a secret and against a plain-http fake HubSpot', () => {
    expect(() => loadEnv({ HUBSPOT_SUBMIT_URL: 'http://127.0.0.1:9999' })).not.toThrow();
  });
});

describe('loadEnv: slow clients and shutdown', () => {
  it('has the documented defaults', () => {
    expect(loadEnv({})).toMatchObject({
      REQUEST_TIMEOUT_MS: 15_000,
      HEADERS_TIMEOUT_MS: 10_000,
      KEEP_ALIVE_TIMEOUT_MS: 5_000,
      CONNECTION_TIMEOUT_MS: 30_000,
      MAX_REQUESTS_PER_SOCKET: 1_000,
      SHUTDOWN_TIMEOUT_MS: 10_000,
    });
  });

  it.each([
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS'],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '15000' }, 'HEADERS_TIMEOUT_MS'],
  ])('refuses %o naming %s', (source, name) => {
    expect(() => loadEnv(source)).toThrow(new RegExp(name));
  });
});

describe('loadEnv: DATABASE_URL', () => {
  const secret = { CSRF_SECRET: 's'.repeat(32) };

  it('is unset by default (the SQLite outbox in DATA_DIR)', () => {
    expect(loadEnv({}).DATABASE_URL).toBeUndefined();
  });

  it.each(['postgres://u:p@db.example:5432/leads', 'postgresql://db.example/leads?sslmode=require'])(
    'takes %s',
    (url) => {
      expect(loadEnv({ ...secret, DATABASE_URL: url }).DATABASE_URL).toBe(url);
    },
  );

  it.each(['mysql://db.example/leads', 'db.example:5432', 'file:///tmp/leads.sqlite'])(
    'refuses %s, naming the variable and not echoing the value',
    (url) => {
      expect(() => loadEnv({ ...secret, DATABASE_URL: url })).toThrow(
        /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
      );
      expect(() => loadEnv({ ...secret, DATABASE_URL: url })).not.toThrow(url);
    },
  );

  it('requires CSRF_SECRET with it (instances must share the forgery secret)', () => {
    expect(() => loadEnv({ DATABASE_URL: 'postgres://db.example/leads' })).toThrow(
      /CSRF_SECRET must be set when DATABASE_URL is/,
    );
    expect(() => loadEnv({ DATABASE_URL: 'postgres://db.example/leads', CSRF_SECRET: '  ' })).toThrow(
      EnvError,
    );
  });
});
