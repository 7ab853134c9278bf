import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyAnswer, sendSubmission } from './send-submission.ts';

describe('classifyAnswer (R11.4: failure = false answer or truthy error field)', () => {
  it('is a success for a 2xx answer without a truthy error', () => {
    expect(classifyAnswer(200, { ok: true, id: 'x' })).toEqual({ kind: 'success' });
    expect(classifyAnswer(200, { error: '' })).toEqual({ kind: 'success' });
    expect(classifyAnswer(200, true)).toEqual({ kind: 'success' });
  });

  it('is a rejection for a falsy answer or a truthy error field, with the field codes', () => {
    expect(classifyAnswer(200, false)).toEqual({ kind: 'rejected', fields: {} });
    expect(classifyAnswer(200, null)).toEqual({ kind: 'rejected', fields: {} });
    expect(classifyAnswer(200, { error: true })).toEqual({ kind: 'rejected', fields: {} });
    expect(
      classifyAnswer(400, { error: 'VALIDATION', message: 'm', fields: { email: 'email', bad: 3 } }),
    ).toEqual({ kind: 'rejected', fields: { email: 'email' } });
    expect(classifyAnswer(429, { error: 'RATE_LIMITED', message: 'm' })).toEqual({
      kind: 'rejected',
      fields: {},
    });
  });

  it('is an HTTP failure for a 5xx, or a non-2xx answer without an error field', () => {
    expect(classifyAnswer(500, { error: 'INTERNAL' }).kind).toBe('failure');
    expect(classifyAnswer(502, { ok: true }).kind).toBe('failure');
    expect(classifyAnswer(404, { ok: true }).kind).toBe('failure');
  });
});

describe('sendSubmission', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const KEY = '0b7c3b52-5d1e-4f7a-9c55-3e8f0f1d2a6b';

  it('POSTs the body as JSON with its Idempotency-Key', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"ok":true}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendSubmission('/open/hubspot/send', { formId: 'x' }, KEY)).resolves.toEqual({
      kind: 'success',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/open/hubspot/send');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"formId":"x"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init.headers).get('idempotency-key')).toBe(KEY);
  });

  it('is an HTTP failure when the network fails or the answer is not JSON', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendSubmission('/s', {}, KEY)).resolves.toMatchObject({
      kind: 'failure',
      reason: expect.stringContaining('Failed to fetch') as string,
    });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 200 })));
    await expect(sendSubmission('/s', {}, KEY)).resolves.toMatchObject({ kind: 'failure' });
  });

  it('sends once more, under the same key, when the server refuses a stale token and hands out a fresh one', async () => {
    const stale = JSON.stringify({ error: 'XSRF_TOKEN_INVALID', message: 'm' });
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response(stale, { status: 403 }))
      .mockResolvedValueOnce(new Response('{"ok":true,"id":"x"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendSubmission('/s', {}, KEY)).resolves.toEqual({ kind: 'success' });
    const keys = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([, init]) =>
      new Headers(init.headers).get('idempotency-key'),
    );
    expect(keys).toEqual([KEY, KEY]);
  });

  it('sends only once more: a token refused twice is a rejection', async () => {
    const stale = () => new Response(JSON.stringify({ error: 'XSRF_TOKEN_INVALID' }), { status: 403 });
    const fetchMock = vi.fn(() => Promise.resolve(stale()));
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendSubmission('/s', {}, KEY)).resolves.toEqual({ kind: 'rejected', fields: {} });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
