// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT } from '../../content/index.ts';
import LateralBanner from './LateralBanner.tsx';
import { DICTIONARIES } from '../../i18n/dictionaries/index.ts';

const itDictionary = DICTIONARIES.it;

/** A stand-in for the browser's IntersectionObserver that the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly options: IntersectionObserverInit | undefined;
  readonly callback: IntersectionObserverCallback;
  disconnected = false;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  show(intersectionRatio: number) {
    const entry = { isIntersecting: intersectionRatio > 0, intersectionRatio } as IntersectionObserverEntry;
    act(() => {
      this.callback([entry], this as unknown as IntersectionObserver);
    });
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  // The island started early, as on a quick page load: the page clock, not this machine's load,
  // decides (on a busy machine the test page was once over 5 s old, past the CSS safety net).
  vi.spyOn(performance, 'now').mockReturnValue(500);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const banner = (
  <LateralBanner
    content={CONTENT.it.pages.companies.whatIs}
    locale="it"
    videoLabels={itDictionary.COMPONENTS.VIDEO}
    newTabLabel="(si apre in una nuova scheda)"
  />
);

function renderBanner() {
  render(banner);
  const section = screen.getByRole('region', { name: CONTENT.it.pages.companies.whatIs.block.title });
  return {
    section,
    get observer() {
      const observer = FakeObserver.instances.at(-1);
      if (!observer) throw new Error('no IntersectionObserver created');
      return observer;
    },
  };
}

describe('LateralBanner', () => {
  it('watches its own visibility with a 0.2 threshold', () => {
    const { observer } = renderBanner();
    expect(observer.options?.threshold).toBe(0.2);
  });

  it('stays inactive below 20 % visible and becomes active at 20 %', () => {
    const { section, observer } = renderBanner();
    expect(section).toHaveAttribute('data-active', 'false');
    observer.show(0.19);
    expect(section).toHaveAttribute('data-active', 'false');
    observer.show(0.2);
    expect(section).toHaveAttribute('data-active', 'true');
  });

  it('stays active once activated, even when scrolled away', () => {
    const { section, observer } = renderBanner();
    observer.show(0.5);
    expect(observer.disconnected).toBe(true);
    observer.show(0);
    expect(section).toHaveAttribute('data-active', 'true');
  });

  it('marks itself observed once it runs, which cancels the CSS safety net', () => {
    const { section } = renderBanner();
    expect(section).toHaveAttribute('data-observed');
    expect(section).toHaveAttribute('data-active', 'false');
  });

  it('keeps a banner the safety net already showed (island started after 5 s) active', () => {
    vi.spyOn(performance, 'now').mockReturnValue(6000);
    const { section } = renderBanner();
    expect(section).toHaveAttribute('data-active', 'true');
    // Nothing left to watch for.
    expect(FakeObserver.instances).toEqual([]);
  });

  it('hydrated after the inline script revealed it, stays revealed and becomes active (decision 091)', () => {
    // The prerendered banner, which the page's inline script marked once 20 % of it was visible.
    const container = document.createElement('div');
    container.innerHTML = renderToString(banner);
    document.body.append(container);
    container.querySelector('section')?.setAttribute('data-revealed', '');

    render(banner, { container, hydrate: true });
    const section = screen.getByRole('region', { name: CONTENT.it.pages.companies.whatIs.block.title });
    expect(section).toHaveAttribute('data-revealed');
    expect(section).toHaveAttribute('data-active', 'true');
    // Nothing left to watch for.
    expect(FakeObserver.instances).toEqual([]);
  });
});
