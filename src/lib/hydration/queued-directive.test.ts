// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IslandStart } from './island-start.ts';
import { fakePaintTiming } from './paint-timing.fake.ts';

/**
 * The directive is driven by hand: idle callbacks, animation frames and
 * intersections fire when the test says so, timers are Vitest's fake ones.
 */
let idle: (() => void)[] = [];
let frames: (() => void)[] = [];
let observers: { observed: Element[]; fire: (visible: boolean) => void; disconnected: boolean }[] = [];
let log: string[] = [];

async function freshDirective() {
  vi.resetModules();
  return (await import('./queued-directive.ts')).default;
}

function firstObserver() {
  const [observer] = observers;
  if (!observer) throw new Error('no IntersectionObserver was created');
  return observer;
}

function island(name: string, options: { fail?: boolean; effects?: boolean } = {}) {
  const el = document.createElement('astro-island');
  el.setAttribute('ssr', '');
  el.innerHTML = '<div><button type="button">Go</button></div>';
  document.body.append(el);
  const hydrate = () => {
    log.push(`hydrate ${name}`);
    // What Astro's renderer does: the handlers are attached, `ssr` goes.
    el.removeAttribute('ssr');
    el.addEventListener('click', () => log.push(`click ${name}`));
    // Effects that come in a task after the next frame, as React's may.
    if (options.effects) {
      frames.push(() => {
        setTimeout(() => {
          log.push(`effects ${name}`);
        });
      });
    }
    return Promise.resolve();
  };
  const load = vi.fn(() => {
    log.push(`load ${name}`);
    return options.fail ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve(hydrate);
  });
  return { el, load };
}

/** Astro types a directive's value as a string, but passes on what the page wrote (island-start.ts). */
const written = (start: IslandStart) => start as unknown as string;

function buttonOf(el: HTMLElement): HTMLButtonElement {
  const button = el.querySelector('button');
  if (!button) throw new Error('the island has no button');
  return button;
}

function runAll(callbacks: (() => void)[]) {
  for (const callback of callbacks.splice(0)) callback();
}
/** Two idle islands, started in document order: the menu, then the footer. */
async function menuThenFooter() {
  const directive = await freshDirective();
  const menu = island('menu');
  const footer = island('footer');
  directive(menu.load, { name: 'Menu', value: '' }, menu.el);
  directive(footer.load, { name: 'Footer', value: '' }, footer.el);
}

const runIdle = () => {
  runAll(idle);
};
const runFrame = () => {
  runAll(frames);
};
/**
 * Runs the tasks due now and the ones they queue. The fake clock gives a
 * zero-delay timer queued while timers run a 1 ms delay, so this moves it by 5 ms.
 */
async function flush() {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(1);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  idle = [];
  frames = [];
  observers = [];
  log = [];
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
  // No paint timing unless a test reports paints itself (fakePaintTiming): the first paint is taken as done.
  vi.stubGlobal('PerformanceObserver', undefined);
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        this.entry = {
          observed: [],
          fire: (visible) => {
            callback([{ isIntersecting: visible }]);
          },
          disconnected: false,
        };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.observed.push(el);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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
  /** A page with a link the island serves, outside the island. */
  function formLink(): HTMLAnchorElement {
    const link = document.createElement('a');
    link.href = 'https://forms.example/demo';
    link.dataset['formPopup'] = 'demo';
    link.textContent = 'Request a demo';
    document.body.prepend(link);
    return link;
  }
  const popupStart = { on: 'a[data-form-popup]', keep: true };

  /**
   * Whether each click reached the browser's own handling (after every listener) prevented:
   * a prevented click on a link is not followed. Stops jsdom there, which cannot navigate.
   */
  let prevented: boolean[] = [];
  const onWindowClick = (event: MouseEvent) => {
    prevented.push(event.defaultPrevented);
    event.preventDefault();
  };
  beforeEach(() => {
    prevented = [];
    window.addEventListener('click', onWindowClick);
  });
  afterEach(() => {
    window.removeEventListener('click', onWindowClick);
    window.location.hash = '';
  });

  it('with `on`, starts neither when idle nor on screen, but when the visitor reaches for a match', async () => {
    const directive = await freshDirective();
    const link = formLink();
    const popup = island('popup');
    directive(popup.load, { name: 'Popup', value: written(popupStart) }, popup.el);
    runIdle();
    await vi.advanceTimersByTimeAsync(500);
    expect(popup.load).not.toHaveBeenCalled();
    expect(observers).toHaveLength(0);

    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(log).toEqual(['load popup', 'hydrate popup']);
  });

  it('with `on` and `visible`, starts once on screen, holding a click on its link made before that', async () => {
    const directive = await freshDirective();
    const footer = island('footer');
    const link = document.createElement('a');
    link.href = 'https://policies.example/privacy';
    link.setAttribute('aria-haspopup', 'dialog');
    footer.el.firstElementChild?.append(link);
    directive(
      footer.load,
      { name: 'Footer', value: written({ visible: true, on: 'a[aria-haspopup]', keep: true }) },
      footer.el,
    );
    firstObserver().fire(true);
    await flush();
    expect(log).toEqual(['load footer', 'hydrate footer']);

    const early = island('early');
    const earlyLink = document.createElement('a');
    earlyLink.href = 'https://policies.example/cookies';
    earlyLink.className = 'early';
    early.el.firstElementChild?.append(earlyLink);
    directive(
      early.load,
      { name: 'Early', value: written({ visible: true, on: 'a.early', keep: true }) },
      early.el,
    );
    earlyLink.click();
    expect(prevented).toEqual([true]);
    await vi.advanceTimersByTimeAsync(100);
    await flush();
    // The repeated click reaches the island's own handlers, and then the browser.
    expect(log).toEqual(['load footer', 'hydrate footer', 'load early', 'hydrate early', 'click early']);
    expect(prevented).toEqual([true, false]);
  });

  it('starts on focus too (the keyboard’s way of reaching a link)', async () => {
    const directive = await freshDirective();
    const link = formLink();
    const popup = island('popup');
    directive(popup.load, { name: 'Popup', value: written(popupStart) }, popup.el);
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(popup.load).toHaveBeenCalledTimes(1);
  });

  it('with `keep`, holds a plain click on a matching link until the island has hydrated, then repeats it once', async () => {
    const directive = await freshDirective();
    const link = formLink();
    const popup = island('popup');
    directive(popup.load, { name: 'Popup', value: written(popupStart) }, popup.el);
    link.click();
    expect(prevented).toEqual([true]);
    await flush();
    expect(log).toEqual(['load popup', 'hydrate popup']);
    // The repeated click, after hydration; the directive no longer holds it.
    expect(prevented).toEqual([true, false]);
    link.click();
    expect(prevented).toEqual([true, false, false]);
  });

  it('lets modified clicks (new tab, new window) through, and holds nothing without `keep`', async () => {
    const directive = await freshDirective();
    const link = formLink();
    const popup = island('popup');
    directive(popup.load, { name: 'Popup', value: written(popupStart) }, popup.el);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }));
    expect(prevented).toEqual([false, false]);
    await flush();

    const contact = island('contact');
    const contactLink = document.createElement('a');
    contactLink.href = '#contact';
    document.body.prepend(contactLink);
    directive(contact.load, { name: 'Contact', value: written({ on: 'a[href="#contact"]' }) }, contact.el);
    contactLink.click();
    expect(prevented).toEqual([false, false, false]);
    await vi.advanceTimersByTimeAsync(100);
    await flush();
    expect(log).toEqual(['load popup', 'hydrate popup', 'load contact', 'hydrate contact']);
  });

  it('repeats a held click when the island’s code cannot be loaded: the link then works as without scripts', async () => {
    const directive = await freshDirective();
    const link = formLink();
    const popup = island('popup', { fail: true });
    directive(popup.load, { name: 'Popup', value: written(popupStart) }, popup.el);
    link.click();
    await flush();
    expect(prevented).toEqual([true, false]);
  });

  it('starts at once when the address names a match, and when it comes to name one', async () => {
    const directive = await freshDirective();
    const section = document.createElement('section');
    section.id = 'contact';
    document.body.append(section);
    const first = island('first');
    const second = island('second');
    window.location.hash = '#contact';
    directive(first.load, { name: 'First', value: written({ on: '#contact' }) }, first.el);
    await flush();
    expect(first.load).toHaveBeenCalledTimes(1);

    window.location.hash = '';
    directive(second.load, { name: 'Second', value: written({ on: '#contact' }) }, second.el);
    await flush();
    expect(second.load).not.toHaveBeenCalled();
    window.location.hash = '#contact';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    // After the first island's turn in the queue (no frame comes here: 100 ms).
    await vi.advanceTimersByTimeAsync(100);
    await flush();
    expect(second.load).toHaveBeenCalledTimes(1);
  });

  it('when its code cannot be loaded, brings what the address names into view: its fallback shows now', async () => {
    const directive = await freshDirective();
    const section = document.createElement('section');
    section.id = 'contact';
    document.body.append(section);
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    const broken = island('contact', { fail: true });
    directive(broken.load, { name: 'Contact', value: written({ on: '#contact' }) }, broken.el);
    expect(scrolled).toEqual([]);
    window.location.hash = '#contact';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await flush();
    expect(scrolled).toEqual([section]);
  });

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
