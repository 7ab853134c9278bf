// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../config/default-config.ts';
import { $config } from '../../lib/app-store.ts';
import { loadMessages } from '../../lib/messages.ts';
import { startPage } from './page-start.ts';

/** A fetch whose answers the test releases by hand. */
function heldFetch() {
  const pending: { url: string; release: (body: unknown) => void }[] = [];
  const fetchMock = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        pending.push({
          url,
          release: (body) => {
            resolve(Response.json(body));
          },
        });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return pending;
}

function renderShell(lang: string) {
  document.documentElement.lang = lang;
  document.body.innerHTML = `
    <header id="site-header"></header>
    <div class="startup-loader" data-startup-loader hidden><div role="status" aria-label="Loading"></div></div>`;
  return {
    header: document.getElementById('site-header') as HTMLElement,
    loader: document.querySelector('[data-startup-loader]') as HTMLElement,
  };
}

/** Lets the deferred start-up loads begin while fetch is still the test's. */
const startedLoads = (pending: readonly { url: string }[]) =>
  vi.waitFor(() => {
    expect(pending.map((p) => p.url)).toContain('/assets/config.json');
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-started');
  $config.set(undefined);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('startPage', () => {
  it('shows the spinner exactly while the configuration and the translations load', async () => {
    const pending = heldFetch();
    const { loader } = renderShell('en');
    startPage();
    await vi.waitFor(() => {
      expect(pending.map((p) => p.url)).toEqual(['/assets/config.json', '/assets/i18n/en.json']);
    });
    expect(loader.hidden).toBe(false);
    expect(document.documentElement).not.toHaveAttribute('data-started');

    pending[0]?.release(defaultConfig);
    await settle();
    expect(loader.hidden).toBe(false);

    pending[1]?.release({ BUTTON: { CLOSE: 'Close' } });
    await vi.waitFor(() => {
      expect(loader.hidden).toBe(true);
    });
    await vi.waitFor(() => {
      expect(document.documentElement).toHaveAttribute('data-started');
    });
    // The contact modal later finds the same answer, without a second request.
    await expect(loadMessages('en')).resolves.toMatchObject({ BUTTON: { CLOSE: 'Close' } });
    expect(pending).toHaveLength(2);
    expect($config.get()).toEqual(defaultConfig);
  });

  it('loads the translations of the page language', async () => {
    const pending = heldFetch();
    renderShell('it');
    startPage();
    await vi.waitFor(() => {
      expect(pending.map((p) => p.url)).toContain('/assets/i18n/it.json');
    });
  });

  it('pins a page opened already scrolled in the next frame, before it paints', async () => {
    const pending = heldFetch();
    const { header } = renderShell('en');
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    startPage();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(header).toHaveAttribute('data-fixed');
    await startedLoads(pending);
  });
});
