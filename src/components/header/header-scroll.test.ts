// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_SENTINEL_CLASS, pinHeaderOnScroll, publishHeaderHeight } from './header-scroll.ts';

/**
 * Puts a stand-in for one of the browser's observer classes in place (jsdom lays nothing out) and
 * returns what it observes: the test then calls each callback as the browser would after a layout.
 */
interface ObserverCallbacks {
  IntersectionObserver: IntersectionObserverCallback;
  ResizeObserver: ResizeObserverCallback;
}

function stubObserver<Name extends keyof ObserverCallbacks>(name: Name) {
  type Callback = ObserverCallbacks[Name];
  const observed: { callback: Callback; target: Element }[] = [];
  class StubObserver {
    readonly callback: Callback;
    constructor(callback: Callback) {
      this.callback = callback;
    }
    observe(target: Element) {
      observed.push({ callback: this.callback, target });
    }
    disconnect() {
      for (let index = observed.length - 1; index >= 0; index--)
        if (observed[index]?.callback === this.callback) observed.splice(index, 1);
    }
  }
  vi.stubGlobal(name, StubObserver);
  return observed;
}

/** An IntersectionObserver whose reports of the sentinel coming into view or leaving it the test makes. */
function fakeIntersectionObserver() {
  const observed = stubObserver('IntersectionObserver');
  return {
    observed: () => observed.map(({ target }) => target),
    /** The sentinel's reports since the last frame, oldest first. */
    report: (...inView: boolean[]) => {
      for (const { callback, target } of observed) {
        const entries = inView.map(
          (isIntersecting) => ({ target, isIntersecting }) as IntersectionObserverEntry,
        );
        callback(entries, {} as IntersectionObserver);
      }
    },
  };
}

/** The prerendered header with the sentinel SiteHeader renders before it. */
function makeHeader(): HTMLElement {
  const sentinel = document.createElement('div');
  sentinel.className = HEADER_SENTINEL_CLASS;
  const header = document.createElement('header');
  document.body.append(sentinel, header);
  return header;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('pinHeaderOnScroll', () => {
  it("watches the sentinel of the page's first 80 px, and fixes the header while it is out of view", () => {
    const io = fakeIntersectionObserver();
    const header = makeHeader();
    pinHeaderOnScroll(header);
    expect(io.observed()).toEqual([document.querySelector(`.${HEADER_SENTINEL_CLASS}`)]);
    expect(header).not.toHaveAttribute('data-fixed');

    io.report(false);
    expect(header).toHaveAttribute('data-fixed');
    io.report(true);
    expect(header).not.toHaveAttribute('data-fixed');
  });

  it('follows the last report when the page crossed the threshold twice between two', () => {
    const io = fakeIntersectionObserver();
    const header = makeHeader();
    pinHeaderOnScroll(header);
    io.report(false, true);
    expect(header).not.toHaveAttribute('data-fixed');
    io.report(true, false);
    expect(header).toHaveAttribute('data-fixed');
  });

  it('runs nothing on scroll and never reads the scroll position: that would force a layout', () => {
    fakeIntersectionObserver();
    const header = makeHeader();
    const read = vi.fn(() => 640);
    Object.defineProperty(window, 'scrollY', { get: read, configurable: true });
    const listen = vi.spyOn(window, 'addEventListener');
    pinHeaderOnScroll(header);
    window.dispatchEvent(new Event('scroll'));
    expect(read).not.toHaveBeenCalled();
    expect(listen.mock.calls.map(([type]) => type)).not.toContain('scroll');
    listen.mockRestore();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('stops following the page once cleaned up', () => {
    const io = fakeIntersectionObserver();
    const header = makeHeader();
    const stop = pinHeaderOnScroll(header);
    stop();
    expect(io.observed()).toEqual([]);
  });
});

describe('publishHeaderHeight', () => {
  /** A ResizeObserver whose callbacks the test triggers, as the browser does when the header resizes. */
  function fakeResizeObserver() {
    const observers = stubObserver('ResizeObserver');
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
