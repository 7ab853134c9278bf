// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  buttonOf,
  firstObserver,
  flush,
  freshDirective,
  island,
  log,
  runIdle,
  useQueuedDirectiveHarness,
  written,
} from '../../../tests/support/hydration/queued-directive-harness.ts';

// Islands that start once on screen (`visible`) or by a cookie rather than in the queue's idle time;
// one the visitor reaches before that starts at once, and the click that reached it is replayed.
useQueuedDirectiveHarness();

describe('client:queued', () => {
  it('with "visible", waits until the island’s content intersects the viewport, then stops watching', async () => {
    const directive = await freshDirective();
    const carousel = island('carousel');
    directive(carousel.load, { name: 'Carousel', value: 'visible' }, carousel.el);
    runIdle();
    await vi.advanceTimersByTimeAsync(500);
    expect(carousel.load).not.toHaveBeenCalled();
    expect(firstObserver().observed).toEqual([...carousel.el.children]);

    firstObserver().fire(false);
    await flush();
    expect(carousel.load).not.toHaveBeenCalled();
    firstObserver().fire(true);
    await flush();
    expect(log).toEqual(['load carousel', 'hydrate carousel']);
    expect(firstObserver().disconnected).toBe(true);
  });

  it('with "visible", starts at once when the visitor reaches the island before it is on screen', async () => {
    const directive = await freshDirective();
    const carousel = island('carousel');
    directive(carousel.load, { name: 'Carousel', value: 'visible' }, carousel.el);
    buttonOf(carousel.el).dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await flush();
    expect(log).toEqual(['load carousel', 'hydrate carousel']);
    firstObserver().fire(true); // scrolled into view later: nothing starts twice
    await vi.advanceTimersByTimeAsync(200);
    expect(carousel.load).toHaveBeenCalledTimes(1);
  });

  it('replays a click made before hydration once the island has hydrated, and only once', async () => {
    const directive = await freshDirective();
    const carousel = island('carousel');
    directive(carousel.load, { name: 'Carousel', value: 'visible' }, carousel.el);
    const button = buttonOf(carousel.el);
    button.click();
    await flush();
    expect(log).toEqual(['load carousel', 'hydrate carousel', 'click carousel']);
    button.click();
    expect(log).toEqual(['load carousel', 'hydrate carousel', 'click carousel', 'click carousel']);
  });
});

describe('client:queued with a start (island-start.ts)', () => {
  it('with `cookie`, starts by itself only when the browser holds such a cookie', async () => {
    const directive = await freshDirective();
    const without = island('without');
    directive(without.load, { name: 'Menu', value: written({ cookie: 'role=' }) }, without.el);
    runIdle();
    await flush();
    expect(without.load).not.toHaveBeenCalled();

    document.cookie = 'role=2';
    const withRole = island('with');
    directive(withRole.load, { name: 'Menu', value: written({ cookie: 'role=' }) }, withRole.el);
    runIdle();
    await flush();
    expect(withRole.load).toHaveBeenCalledTimes(1);
    document.cookie = 'role=; Max-Age=0';
  });
});
