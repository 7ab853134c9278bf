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

  it('is fixed at once when the page opens already scrolled (reload, anchor link)', () => {
    const header = makeHeader();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    pinHeaderOnScroll(header);
    expect(header).toHaveAttribute('data-fixed');
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
    const observers: (() => void)[] = [];
    class FakeResizeObserver {
      readonly callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
      }
      observe() {
        observers.push(this.callback);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.callback), 1);
      }
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    return {
      resize: () => {
        observers.forEach((callback) => {
          callback();
        });
      },
      count: () => observers.length,
    };
  }

  function headerOfHeight(height: { value: number }): HTMLElement {
    const header = makeHeader();
    header.getBoundingClientRect = () => ({ height: height.value }) as DOMRect;
    return header;
  }

  const published = () => document.documentElement.style.getPropertyValue('--header-height');

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('publishes the header height, and its new height when large text makes it taller (WCAG 1.4.4)', () => {
    const observer = fakeResizeObserver();
    const height = { value: 72 };
    const stop = publishHeaderHeight(headerOfHeight(height));
    expect(published()).toBe('72px');

    height.value = 150.4;
    observer.resize();
    expect(published()).toBe('151px');

    stop();
    expect(published()).toBe('');
    expect(observer.count()).toBe(0);
  });

  it('leaves the CSS minimum in place without ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    publishHeaderHeight(headerOfHeight({ value: 150 }));
    expect(published()).toBe('');
  });
});
