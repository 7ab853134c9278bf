import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
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
  ])('refuses %o naming %s', (source, name) => {
    expect(() => loadEnv(source)).toThrow(new RegExp(name));
  });
});
