// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import FixedHeaderOnScroll from './FixedHeaderOnScroll.tsx';

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

afterEach(() => {
  document.body.innerHTML = '';
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('FixedHeaderOnScroll', () => {
  it('fixes the header from 80 px of scroll and returns it to the flow below', async () => {
    const header = document.createElement('header');
    header.id = 'site-header';
    document.body.append(header);
    render(<FixedHeaderOnScroll headerId="site-header" />);
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
    const header = document.createElement('header');
    header.id = 'site-header';
    document.body.append(header);
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    render(<FixedHeaderOnScroll headerId="site-header" />);
    expect(header).toHaveAttribute('data-fixed');
  });
});
