// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../config/default-config.ts';
import { $config } from '../../lib/app-store.ts';
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
    <div class="site-header__sentinel"></div>
    <header id="site-header"></header>
    <div class="startup-loader" data-startup-loader><div role="status" aria-label="Loading"></div></div>`;
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

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-started');
  $config.set(undefined);
});

describe('startPage', () => {
  it('shows the spinner exactly while the configuration loads, and asks for nothing else', async () => {
    const pending = heldFetch();
    const { loader } = renderShell('en');
    startPage();
    await startedLoads(pending);
    expect(loader).toHaveAttribute('data-loading');
    expect(document.documentElement).not.toHaveAttribute('data-started');

    pending[0]?.release(defaultConfig);
    await vi.waitFor(() => {
      expect(loader).not.toHaveAttribute('data-loading');
    });
    await vi.waitFor(() => {
      expect(document.documentElement).toHaveAttribute('data-started');
    });
    expect($config.get()).toEqual(defaultConfig);
    // The translations wait for a dialog that reads them (decision 128).
    expect(pending.map((p) => p.url)).toEqual(['/assets/config.json']);
  });

  it('pins the header once the sentinel of the first 80 px is out of view', async () => {
    const pending = heldFetch();
    const { header } = renderShell('en');
    let report: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    startPage();
    report([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(header).toHaveAttribute('data-fixed');
    await startedLoads(pending);
  });
});
