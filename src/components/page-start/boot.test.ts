// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackConfig } from '../../config/default-config.ts';
import { loadConfig } from './boot.ts';

/** What the browser hands a page whose request was cut off: a network error, not an HTTP answer. */
const cutOff = () => Promise.reject(new TypeError('Failed to fetch'));

describe('loadConfig when its request fails', () => {
  afterEach(() => {
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    vi.unstubAllGlobals();
  });

  it('logs one console error and runs on the defaults while the visitor is on the page', async () => {
    vi.stubGlobal('fetch', vi.fn(cutOff));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadConfig('example.com')).resolves.toEqual(fallbackConfig('example.com'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('/assets/config.json');
  });

  it('logs nothing when the visitor is leaving the page, which is what cut the request off', async () => {
    vi.stubGlobal('fetch', vi.fn(cutOff));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await expect(loadConfig('example.com')).resolves.toEqual(fallbackConfig('example.com'));
    expect(error).not.toHaveBeenCalled();
  });

  it('logs nothing when Firefox cuts the request off as the navigation starts, before pagehide', async () => {
    let cut: (error: Error) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise((_resolve, reject) => (cut = reject))),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loaded = loadConfig('example.com');
    // Firefox: the navigation starts (beforeunload), then the request is cut off, pagehide comes later.
    window.dispatchEvent(new Event('beforeunload'));
    cut(new TypeError('NetworkError when attempting to fetch resource.'));
    await expect(loaded).resolves.toEqual(fallbackConfig('example.com'));
    expect(error).not.toHaveBeenCalled();
  });
});
