// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Messages from './messages.ts';

// Each test gets the module fresh: the loads it remembers belong to one page's life.
let loadMessages: typeof Messages.loadMessages;
let startLoadingMessages: typeof Messages.startLoadingMessages;
beforeEach(async () => {
  vi.resetModules();
  ({ loadMessages, startLoadingMessages } = await import('./messages.ts'));
});
afterEach(() => {
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A fetch whose answers the test gives by hand, in order. */
function heldFetch() {
  const calls: { url: string; answer: (response: Response) => void; cut: () => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve, reject) => {
          calls.push({
            url,
            answer: resolve,
            cut: () => {
              reject(new TypeError('Failed to fetch'));
            },
          });
        }),
    ),
  );
  return calls;
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('startLoadingMessages', () => {
  it('asks once; the dialog that reads the strings later finds the same answer', async () => {
    const calls = heldFetch();
    startLoadingMessages('it');
    startLoadingMessages('it');
    expect(calls.map((call) => call.url)).toEqual(['/assets/i18n/it.json']);
    calls[0]?.answer(Response.json({ BUTTON: { CLOSE: 'Chiudi' } }));
    await expect(loadMessages('it')).resolves.toEqual({ BUTTON: { CLOSE: 'Chiudi' } });
    expect(calls).toHaveLength(1);
  });

  it('logs one console error naming the file when it fails, and the next asker tries again', async () => {
    const calls = heldFetch();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startLoadingMessages('en');
    calls[0]?.answer(new Response(null, { status: 503 }));
    await settled();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.join(' ')).toContain(
      '/assets/i18n/en.json could not be loaded: Error: HTTP 503',
    );

    const retried = loadMessages('en');
    expect(calls).toHaveLength(2);
    calls[1]?.answer(Response.json({ BUTTON: { CLOSE: 'Close' } }));
    await expect(retried).resolves.toEqual({ BUTTON: { CLOSE: 'Close' } });
  });

  it('logs nothing when the request is cut off because the visitor is leaving (Firefox: before pagehide)', async () => {
    const calls = heldFetch();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startLoadingMessages('it');
    window.dispatchEvent(new Event('beforeunload'));
    calls[0]?.cut();
    await settled();
    expect(error).not.toHaveBeenCalled();
  });
});
