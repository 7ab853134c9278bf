// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHeaderFixed, pinHeaderOnScroll, publishHeaderHeight } from './header-scroll.ts';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** requestAnimationFrame callbacks run on the next frame. */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      resolve();
    });
  });

function makeHeader(): HTMLElement {
  const header = document.createElement('header');
  document.body.append(header);
  return header;
}

afterEach(() => {
  document.body.innerHTML = '';
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('the 80 px threshold', () => {
  it('is fixed from exactly 80 px', () => {
    expect(isHeaderFixed(79.5)).toBe(false);
    expect(isHeaderFixed(80)).toBe(true);
    expect(isHeaderFixed(0)).toBe(false);
  });
});

describe('pinHeaderOnScroll', () => {
  it('fixes the header from 80 px of scroll and returns it to the flow below', async () => {
    const header = makeHeader();
    pinHeaderOnScroll(header);
    expect(header).not.toHaveAttribute('data-fixed');

    scrollTo(79);
    await nextFrame();
    expect(header).not.toHaveAttribute('data-fixed');

    scrollTo(80);
    await nextFrame();
    expect(header).toHaveAttribute('data-fixed');

    scrollTo(12);
    await nextFrame();
    expect(header).not.toHaveAttribute('data-fixed');
  });

  it('is fixed in the next frame when the page opens already scrolled (reload, anchor link)', async () => {
    const header = makeHeader();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    pinHeaderOnScroll(header);
    await nextFrame();
    expect(header).toHaveAttribute('data-fixed');
  });

  it('does not read the scroll position while start-up runs: that would force a layout', () => {
    const header = makeHeader();
    const read = vi.fn(() => 640);
    Object.defineProperty(window, 'scrollY', { get: read, configurable: true });
    pinHeaderOnScroll(header);
    expect(read).not.toHaveBeenCalled();
  });

  it('stops following the scroll once cleaned up', async () => {
    const header = makeHeader();
    const stop = pinHeaderOnScroll(header);
    stop();
    scrollTo(300);
    await nextFrame();
    expect(header).not.toHaveAttribute('data-fixed');
  });
});

describe('publishHeaderHeight', () => {
  /** A ResizeObserver whose callbacks the test triggers, as the browser does when the header resizes. */
  function fakeResizeObserver() {
    const observers: { callback: ResizeObserverCallback; target: Element }[] = [];
    class FakeResizeObserver {
      readonly callback: ResizeObserverCallback;
      constructor(callback: ResizeObserverCallback) {
        this.callback = callback;
      }
      observe(target: Element) {
        observers.push({ callback: this.callback, target });
      }
      disconnect() {
        observers.splice(
          observers.findIndex(({ callback }) => callback === this.callback),
          1,
        );
      }
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    return {
      /** What the browser does after a layout that sized the header: report its border box. */
      resize: (height: number) => {
        for (const { callback, target } of observers) {
          const size = [{ blockSize: height, inlineSize: 390 }];
          const entry = {
            target,
            borderBoxSize: size,
            contentBoxSize: size,
          } as unknown as ResizeObserverEntry;
          callback([entry], {} as ResizeObserver);
        }
      },
      count: () => observers.length,
    };
  }

  /** A header whose CSS gives the page 73 px of room (global.css, as the browser computes it). */
  function makeHeaderWithMinimum(): HTMLElement {
    const style = document.createElement('style');
    style.textContent = ':root { --header-height: 73px; }';
    document.head.append(style);
    return makeHeader();
  }

  const published = () => document.documentElement.style.getPropertyValue('--header-height');

  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
  });

  it('publishes the header height when large text makes it taller than the CSS gives (WCAG 1.4.4)', () => {
    const observer = fakeResizeObserver();
    const stop = publishHeaderHeight(makeHeaderWithMinimum());
    expect(published()).toBe('');

    observer.resize(150.4);
    expect(published()).toBe('151px');
    observer.resize(73);
    expect(published()).toBe('73px');

    stop();
    expect(published()).toBe('');
    expect(observer.count()).toBe(0);
  });

  it('publishes nothing while the header is as tall as the CSS makes it: the page is not restyled', () => {
    const observer = fakeResizeObserver();
    const changes: MutationRecord[] = [];
    const watcher = new MutationObserver((records) => changes.push(...records));
    watcher.observe(document.documentElement, { attributes: true });
    publishHeaderHeight(makeHeaderWithMinimum());
    observer.resize(72.4);
    changes.push(...watcher.takeRecords());
    watcher.disconnect();
    expect(published()).toBe('');
    expect(changes).toEqual([]);
  });

  it('leaves the CSS minimum in place without ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    publishHeaderHeight(makeHeaderWithMinimum());
    expect(published()).toBe('');
  });
});
