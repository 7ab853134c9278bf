// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstObserver,
  flush,
  freshDirective,
  island,
  log,
  observers,
  runIdle,
  useQueuedDirectiveHarness,
  written,
} from '../../../tests/support/hydration/queued-directive-harness.ts';

// `on`: an island starts when the visitor reaches for a match (pointer, focus, click) or the address
// names one; with `keep`, a click on a matching link waits for it, then is repeated.
useQueuedDirectiveHarness();

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
});
