import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { normalisedPath } from '../../src/lib/normalised-path.ts';
import { isEditorPath } from './editor-origin.ts';

const PRODUCTION = { NODE_ENV: 'production', CSRF_SECRET: 'x'.repeat(32) };

describe('EDITOR_ORIGIN (decision 134)', () => {
  it('defaults to the loopback twin of a loopback public address, so a local copy is separated too', () => {
    expect(loadEnv({}).EDITOR_ORIGIN).toBe('http://localhost:3000');
    expect(loadEnv({ PORT: '4411' }).EDITOR_ORIGIN).toBe('http://localhost:4411');
    expect(loadEnv({ PUBLIC_URL: 'http://localhost:8080' }).EDITOR_ORIGIN).toBe('http://127.0.0.1:8080');
  });

  it('is unset for a public host name without one: the editor is not served', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://www.example.com' }).EDITOR_ORIGIN).toBeUndefined();
  });

  it('takes an origin, trailing slash and all', () => {
    expect(
      loadEnv({ PUBLIC_URL: 'https://www.example.com', EDITOR_ORIGIN: 'https://edit.example.com/' })
        .EDITOR_ORIGIN,
    ).toBe('https://edit.example.com');
  });

  it.each([
    ['the public origin itself', 'https://www.example.com', /must differ from PUBLIC_URL's origin/],
    [
      'the public origin spelt otherwise',
      'https://WWW.example.com:443/',
      /must differ from PUBLIC_URL's origin/,
    ],
    ['an address with a path', 'https://www.example.com/admin', /origin only/],
    ['something else', 'edit.example.com', /must be an address|http: or https:/],
  ])('refuses %s', (_name, value, message) => {
    expect(() => loadEnv({ PUBLIC_URL: 'https://www.example.com', EDITOR_ORIGIN: value })).toThrow(message);
  });

  it('refuses a plain http editor in production, and its equal to the public origin there too', () => {
    expect(() =>
      loadEnv({
        ...PRODUCTION,
        PUBLIC_URL: 'https://www.example.com',
        EDITOR_ORIGIN: 'http://edit.example.com',
      }),
    ).toThrow(/EDITOR_ORIGIN must be an https: address in production/);
    expect(() =>
      loadEnv({
        ...PRODUCTION,
        PUBLIC_URL: 'https://www.example.com',
        EDITOR_ORIGIN: 'https://www.example.com',
      }),
    ).toThrow(/must differ/);
    expect(
      loadEnv({
        ...PRODUCTION,
        PUBLIC_URL: 'https://www.example.com',
        EDITOR_ORIGIN: 'https://edit.example.com',
      }).EDITOR_ORIGIN,
    ).toBe('https://edit.example.com');
  });

  it("refuses a plain-http GitHub address in production (the login's code and secret in clear)", () => {
    expect(() => loadEnv({ ...PRODUCTION, CMS_GITHUB_URL: 'http://github.example' })).toThrow(
      /CMS_GITHUB_URL must be an https: address in production/,
    );
    expect(loadEnv({}).CMS_GITHUB_URL).toBe('https://github.com');
  });
});

describe('normalisedPath', () => {
  it.each([
    ['//admin/', '/admin/'],
    ['/%61dmin/', '/admin/'],
    ['/ad%6Din', '/admin'],
    ['/admin/../admin/', '/admin/'],
    ['/admin/./x.js', '/admin/x.js'],
    ['/%2e%2e/admin', '/admin'],
    ['/admin/%2F', '/admin/%2F'],
    ['/', '/'],
  ])('reads %s as %s', (path, normal) => {
    expect(normalisedPath(path)).toBe(normal);
  });

  it("knows the editor's paths and nothing else", () => {
    expect(['/admin', '/admin/', '/admin/x.js', '/cms/auth'].every(isEditorPath)).toBe(true);
    expect(['/', '/administration', '/cmsx', '/it/admin'].some(isEditorPath)).toBe(false);
  });
});
