import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-fetch.ts';

function sentHeaders(fetchMock: ReturnType<typeof vi.fn>): Headers {
  const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
  return new Headers(init?.headers);
}

describe('apiFetch: the request-forgery header', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
  afterEach(() => {
    fetchMock.mockClear();
    vi.unstubAllGlobals();
  });

  it('copies the __Host-XSRF-TOKEN cookie (HTTPS) into X-XSRF-TOKEN', async () => {
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/open/hubspot/send', { method: 'POST' }, 'lang=it; __Host-XSRF-TOKEN=host%2Evalue');
    expect(sentHeaders(fetchMock).get('x-xsrf-token')).toBe('host.value');
  });

  it('prefers the prefixed cookie when both are present (a stale plain one from before HTTPS)', async () => {
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/open/hubspot/send', { method: 'POST' }, 'XSRF-TOKEN=old; __Host-XSRF-TOKEN=new');
    expect(sentHeaders(fetchMock).get('x-xsrf-token')).toBe('new');
  });

  it('falls back to XSRF-TOKEN (HTTP)', async () => {
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/open/hubspot/send', { method: 'POST' }, 'XSRF-TOKEN=plain');
    expect(sentHeaders(fetchMock).get('x-xsrf-token')).toBe('plain');
  });
});
