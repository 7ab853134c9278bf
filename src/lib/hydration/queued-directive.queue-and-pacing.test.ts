// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fakePaintTiming } from '../../../tests/support/hydration/paint-timing-fake.ts';
import {
  buttonOf,
  flush,
  frames,
  freshDirective,
  island,
  log,
  runFrame,
  runIdle,
  useQueuedDirectiveHarness,
  written,
} from '../../../tests/support/hydration/queued-directive-harness.ts';

// Islands hydrate one at a time, in a queue that opens when the browser is idle after the first
// contentful paint: one whose code fails holds up none, one the visitor reaches for goes first.
useQueuedDirectiveHarness();

/** Two idle islands, started in document order: the menu, then the footer. */
async function menuThenFooter() {
  const directive = await freshDirective();
  const menu = island('menu');
  const footer = island('footer');
  directive(menu.load, { name: 'Menu', value: '' }, menu.el);
  directive(footer.load, { name: 'Footer', value: '' }, footer.el);
}

describe('client:queued', () => {
  it('waits for the browser to be idle before loading anything', async () => {
    const directive = await freshDirective();
    const menu = island('menu');
    directive(menu.load, { name: 'Menu', value: '' }, menu.el);
    await flush();
    expect(menu.load).not.toHaveBeenCalled();
    runIdle();
    await flush();
    expect(log).toEqual(['load menu', 'hydrate menu']);
  });

  it('asks for idle time only once the first contentful paint is on screen', async () => {
    const timing = fakePaintTiming();
    const directive = await freshDirective();
    const menu = island('menu');
    directive(menu.load, { name: 'Menu', value: '' }, menu.el);
    timing.paint('first-paint');
    runIdle();
    await flush();
    expect(menu.load).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    runIdle();
    await flush();
    expect(log).toEqual(['load menu', 'hydrate menu']);
  });

  it('hydrates one island at a time, each after the previous one’s effects have run', async () => {
    const directive = await freshDirective();
    const menu = island('menu', { effects: true });
    const footer = island('footer', { effects: true });
    directive(menu.load, { name: 'Menu', value: '' }, menu.el);
    directive(footer.load, { name: 'Footer', value: '' }, footer.el);
    runIdle();
    await flush();
    expect(log).toEqual(['load menu', 'hydrate menu']);

    runFrame(); // the island's frame callback first, then the queue's
    await flush();
    expect(log).toEqual(['load menu', 'hydrate menu', 'effects menu', 'load footer', 'hydrate footer']);
    runFrame();
    await flush();
    expect(log.at(-1)).toBe('effects footer');
  });

  it('never hydrates in the task that loaded the island', async () => {
    const directive = await freshDirective();
    const menu = island('menu');
    directive(menu.load, { name: 'Menu', value: '' }, menu.el);
    runIdle();
    // Promises settle, but no timer has run yet: loaded, not hydrated.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(log).toEqual(['load menu']);
    await flush();
    expect(log).toEqual(['load menu', 'hydrate menu']);
  });

  it('in a hidden tab, hydrates the islands back to back, waiting for neither frames nor timers', async () => {
    await menuThenFooter();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runIdle();
    // No timer runs: throttled timers in a hidden tab would delay every island.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(log).toEqual(['load menu', 'hydrate menu', 'load footer', 'hydrate footer']);
    expect(frames).toHaveLength(0);
  });

  it('moves on after 100 ms when no frame comes', async () => {
    await menuThenFooter();
    runIdle();
    await flush();
    expect(log).toEqual(['load menu', 'hydrate menu']);
    await vi.advanceTimersByTimeAsync(90);
    expect(log).toEqual(['load menu', 'hydrate menu']);
    await vi.advanceTimersByTimeAsync(10);
    await flush();
    expect(log).toEqual(['load menu', 'hydrate menu', 'load footer', 'hydrate footer']);
  });

  it('keeps hydrating the others when one island fails to load', async () => {
    const directive = await freshDirective();
    const broken = island('broken', { fail: true });
    const footer = island('footer');
    directive(broken.load, { name: 'Broken', value: '' }, broken.el);
    directive(footer.load, { name: 'Footer', value: '' }, footer.el);
    runIdle();
    await vi.advanceTimersByTimeAsync(100);
    await flush();
    expect(log).toEqual(['load broken', 'load footer', 'hydrate footer']);
  });

  it('hydrates an island the visitor reaches for before the ones already waiting', async () => {
    const directive = await freshDirective();
    const [menu, footer, grid] = [island('menu'), island('footer'), island('grid')];
    directive(menu.load, { name: 'Menu', value: '' }, menu.el);
    directive(footer.load, { name: 'Footer', value: '' }, footer.el);
    directive(grid.load, { name: 'Grid', value: '' }, grid.el);
    runIdle();
    await flush();
    expect(log).toEqual(['load menu', 'hydrate menu']);
    buttonOf(grid.el).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(100);
    await flush();
    await vi.advanceTimersByTimeAsync(100);
    await flush();
    expect(log).toEqual([
      'load menu',
      'hydrate menu',
      'load grid',
      'hydrate grid',
      'load footer',
      'hydrate footer',
    ]);
  });

  it('does not hold an island the visitor reaches for behind one whose code is still on its way', async () => {
    const directive = await freshDirective();
    const startUp = island('start-up');
    let arrive: (hydrate: () => Promise<void>) => void = () => undefined;
    // Start-up's code is slow to come (a phone on a slow network): its load is still pending.
    const slowLoad = vi.fn(() => {
      log.push('load start-up');
      return new Promise<() => Promise<void>>((resolve) => {
        arrive = resolve;
      });
    });
    const video = island('video');
    directive(slowLoad, { name: 'PageStart', value: '' }, startUp.el);
    directive(video.load, { name: 'Video', value: written({ on: 'button' }) }, video.el);
    runIdle();
    await flush();
    expect(log).toEqual(['load start-up']);

    buttonOf(video.el).click();
    await flush();
    expect(log).toEqual(['load start-up', 'load video', 'hydrate video', 'click video']);
    arrive(() => {
      log.push('hydrate start-up');
      return Promise.resolve();
    });
    await flush();
    expect(log).toEqual(['load start-up', 'load video', 'hydrate video', 'click video', 'hydrate start-up']);
  });
});
