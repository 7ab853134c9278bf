// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { loadStylesheet, prefetchStylesheet, stylesheetSettled } from './load-stylesheet.ts';

// jsdom does not fetch stylesheets: the tests fire the `load` or `error` the browser would.
// Each test uses its own address, because the helper remembers addresses for the page's lifetime.
const linksTo = (href: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.getAttribute('href') === href,
  );

function finish(href: string, outcome: 'load' | 'error'): void {
  const [link] = linksTo(href);
  if (!link) throw new Error(`no <link> for ${href}`);
  link.dispatchEvent(new Event(outcome));
}

/** Whether the promise has settled, after letting pending callbacks run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('loadStylesheet', () => {
  it('adds one stylesheet link to the head and resolves once it has loaded', async () => {
    const loading = loadStylesheet('/_astro/a.css');
    expect(linksTo('/_astro/a.css')).toHaveLength(1);
    expect(await isSettled(loading)).toBe(false);
    finish('/_astro/a.css', 'load');
    await expect(loading).resolves.toBeUndefined();
  });

  it('shares one link and one outcome between concurrent and later calls', async () => {
    const first = loadStylesheet('/_astro/b.css');
    const second = loadStylesheet('/_astro/b.css');
    expect(second).toBe(first);
    expect(linksTo('/_astro/b.css')).toHaveLength(1);
    finish('/_astro/b.css', 'load');
    await Promise.all([first, second]);
    await loadStylesheet('/_astro/b.css');
    expect(linksTo('/_astro/b.css')).toHaveLength(1);
  });

  it('adds nothing when the page already links the stylesheet and has applied it', async () => {
    const own = document.createElement('link');
    own.rel = 'stylesheet';
    own.href = '/_astro/own.css';
    // jsdom fetches no stylesheet: give the link the sheet a browser would have parsed.
    Object.defineProperty(own, 'sheet', { value: new CSSStyleSheet() });
    document.head.append(own);
    await expect(loadStylesheet('/_astro/own.css')).resolves.toBeUndefined();
    expect(linksTo('/_astro/own.css')).toEqual([own]);
  });

  it('keeps different stylesheets apart', () => {
    void loadStylesheet('/_astro/c1.css');
    void loadStylesheet('/_astro/c2.css');
    expect(linksTo('/_astro/c1.css')).toHaveLength(1);
    expect(linksTo('/_astro/c2.css')).toHaveLength(1);
  });

  it('rejects when the stylesheet cannot be fetched, and fetches it again on the next call', async () => {
    const failing = loadStylesheet('/_astro/d.css');
    finish('/_astro/d.css', 'error');
    await expect(failing).rejects.toThrow('/_astro/d.css');
    expect(linksTo('/_astro/d.css')).toHaveLength(0);

    const retry = loadStylesheet('/_astro/d.css');
    expect(retry).not.toBe(failing);
    expect(linksTo('/_astro/d.css')).toHaveLength(1);
    finish('/_astro/d.css', 'load');
    await expect(retry).resolves.toBeUndefined();
  });
});

describe('stylesheetSettled', () => {
  it('waits for the stylesheet to load', async () => {
    const settled = stylesheetSettled('/_astro/e.css');
    expect(await isSettled(settled)).toBe(false);
    finish('/_astro/e.css', 'load');
    await expect(settled).resolves.toBeUndefined();
  });

  it('lets the dialog show after a failure, and reports it', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const settled = stylesheetSettled('/_astro/f.css');
    finish('/_astro/f.css', 'error');
    await expect(settled).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith(expect.stringContaining('/_astro/f.css'));
  });
});

describe('prefetchStylesheet', () => {
  it('starts the fetch that a later opening then waits for', async () => {
    prefetchStylesheet('/_astro/g.css');
    expect(linksTo('/_astro/g.css')).toHaveLength(1);
    const opening = stylesheetSettled('/_astro/g.css');
    expect(linksTo('/_astro/g.css')).toHaveLength(1);
    finish('/_astro/g.css', 'load');
    await expect(opening).resolves.toBeUndefined();
  });

  it('swallows a failure, which the opening will meet and report', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    prefetchStylesheet('/_astro/h.css');
    finish('/_astro/h.css', 'error');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(report).not.toHaveBeenCalled();
    expect(linksTo('/_astro/h.css')).toHaveLength(0);
  });
});
