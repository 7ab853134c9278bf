import { describe, expect, it } from 'vitest';
import { defaultConfig, fallbackConfig } from './default-config.ts';
import { parseAppConfig } from './schema.ts';
import { apiBase } from './api-base.ts';

describe('parseAppConfig', () => {
  it('accepts the default configuration', () => {
    expect(parseAppConfig(defaultConfig)).toEqual({ ok: true, config: defaultConfig });
  });

  it('accepts a full configuration with another server', () => {
    const json = {
      server: { protocol: 'https', host: 'api.example.com', port: 8443 },
      domain: 'example.com',
      routing: [{ page: 'companies', role: [4] }],
    };
    expect(parseAppConfig(json)).toEqual({ ok: true, config: json });
  });

  it.each([
    ['not an object', 'config'],
    ['missing server', { domain: '', routing: [] }],
    ['bad protocol', { ...defaultConfig, server: { protocol: 'ftp', host: '', port: 0 } }],
    ['port out of range', { ...defaultConfig, server: { protocol: 'http', host: '', port: 70000 } }],
    ['role not a number array', { ...defaultConfig, routing: [{ page: 'home', role: ['1'] }] }],
    ['unknown page', { ...defaultConfig, routing: [{ page: 'blog', role: [1] }] }],
  ])('rejects %s and names the field', (_label, json) => {
    const result = parseAppConfig(json);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/\S/);
  });

  it('names the offending path', () => {
    const result = parseAppConfig({ ...defaultConfig, server: { protocol: 'http', host: '', port: -1 } });
    expect(result.ok ? '' : result.error).toContain('server.port');
  });
});

describe('fallbackConfig', () => {
  it('is the spec default: http, the page host, port 0, no routes', () => {
    expect(fallbackConfig('example.org')).toEqual({
      server: { protocol: 'http', host: 'example.org', port: 0 },
      domain: '',
      routing: [],
    });
  });
});

describe('apiBase', () => {
  const page = { protocol: 'https:', hostname: 'www.example.com' };

  it('is same-origin (relative) for the default config and for the fallback', () => {
    expect(apiBase(defaultConfig.server, page)).toBe('');
    expect(apiBase(fallbackConfig(page.hostname).server, page)).toBe('');
  });

  it('is absolute for another host or an explicit port', () => {
    expect(apiBase({ protocol: 'https', host: 'api.example.com', port: 0 }, page)).toBe(
      'https://api.example.com',
    );
    expect(apiBase({ protocol: 'http', host: 'www.example.com', port: 8080 }, page)).toBe(
      'http://www.example.com:8080',
    );
    expect(apiBase({ protocol: 'http', host: '', port: 3001 }, page)).toBe('http://www.example.com:3001');
  });
});
