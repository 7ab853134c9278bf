// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchEarlyInput } from './early-input.ts';

/** A prerendered island: a button, a submit button in a form, a link, and a nested island. */
function island() {
  const el = document.createElement('astro-island');
  el.setAttribute('ssr', '');
  el.innerHTML = `<div>
    <button type="button" id="next">Next</button>
    <form><button type="submit" id="send">Send</button></form>
    <a href="#story" id="story">Story</a>
    <astro-island ssr><button type="button" id="inner">Inner</button></astro-island>
  </div>`;
  document.body.append(el);
  const byId = (id: string) => {
    const found = el.querySelector<HTMLElement>(`#${id}`);
    if (!found) throw new Error(`no #${id}`);
    return found;
  };
  return { el, byId };
}

/** What the hydrated island does: records the events its handlers see. */
function hydrate(el: HTMLElement, seen: string[]) {
  el.removeAttribute('ssr');
  el.addEventListener('click', (event) => seen.push(`click ${(event.target as Element).id}`));
  el.addEventListener('keydown', (event) =>
    seen.push(`keydown ${event.key}${event.shiftKey ? '+shift' : ''}`),
  );
}

/** Hydrates the island, then runs the replay the directive runs right after: what its handlers saw. */
function hydrateAndReplay(el: HTMLElement, replay: () => void): string[] {
  const seen: string[] = [];
  hydrate(el, seen);
  replay();
  return seen;
}

/** A pointer event as a finger or a mouse makes it, at (x, y). */
const pointer = (target: Element, type: string, x: number, y = 100, pointerId = 1) =>
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, pointerId }),
  );

/** What the hydrated island's pointer handlers see, as "type x". */
function recordPointers(el: HTMLElement, seen: string[]) {
  for (const type of ['pointerdown', 'pointerup']) {
    el.addEventListener(type, (event) => seen.push(`${type} ${String((event as PointerEvent).clientX)}`));
  }
}

const key = (target: Element, init: KeyboardEventInit) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watchEarlyInput', () => {
  it('replays clicks on plain buttons, in order, once the island has hydrated', () => {
    const { el, byId } = island();
    const replay = watchEarlyInput(el, () => undefined);
    byId('next').click();
    byId('next').click();
    const seen = hydrateAndReplay(el, replay);
    expect(seen).toEqual(['click next', 'click next']);
  });

  it('replays navigation keys with their modifiers, not Enter, Space or Tab', () => {
    const { el, byId } = island();
    const replay = watchEarlyInput(el, () => undefined);
    key(byId('next'), { key: 'ArrowRight' });
    key(byId('next'), { key: 'Enter' });
    key(byId('next'), { key: ' ' });
    key(byId('next'), { key: 'Tab' });
    key(byId('next'), { key: 'Home', shiftKey: true });
    const seen = hydrateAndReplay(el, replay);
    expect(seen).toEqual(['keydown ArrowRight', 'keydown Home+shift']);
  });

  it('leaves links, submit buttons and nested islands alone', () => {
    const { el, byId } = island();
    const onInterest = vi.fn();
    const replay = watchEarlyInput(el, onInterest);
    byId('story').click();
    el.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
    });
    byId('send').click();
    byId('inner').click();
    const seen = hydrateAndReplay(el, replay);
    expect(seen).toEqual([]);
    expect(onInterest).not.toHaveBeenCalled();
  });

  it('does not keep input that something already handled', () => {
    const { el, byId } = island();
    byId('next').addEventListener('click', (event) => {
      event.preventDefault();
    });
    const replay = watchEarlyInput(el, () => undefined);
    byId('next').click();
    const seen = hydrateAndReplay(el, replay);
    expect(seen).toEqual([]);
  });

  it('reports interest on focus, pointer down and kept input, so the island hydrates next', () => {
    const { el, byId } = island();
    const onInterest = vi.fn();
    watchEarlyInput(el, onInterest);
    byId('next').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onInterest).toHaveBeenCalledTimes(1);
    byId('next').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(onInterest).toHaveBeenCalledTimes(2);
    byId('next').click();
    expect(onInterest).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing once the island has hydrated, and stops watching after the replay', () => {
    const { el, byId } = island();
    const onInterest = vi.fn();
    const replay = watchEarlyInput(el, onInterest);
    const seen: string[] = [];
    hydrate(el, seen);
    byId('next').click(); // the island's own handler has it
    replay();
    expect(seen).toEqual(['click next']);
    byId('next').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    byId('next').click();
    expect(seen).toEqual(['click next', 'click next']);
    expect(onInterest).not.toHaveBeenCalled();
  });

  it('drops input on elements that hydration replaced', () => {
    const { el, byId } = island();
    const replay = watchEarlyInput(el, () => undefined);
    byId('next').click();
    byId('next').remove();
    const seen = hydrateAndReplay(el, replay);
    expect(seen).toEqual([]);
  });

  describe('pointer gestures (a swipe on the carousel)', () => {
    it('replays a gesture that moved as its down and its up, with their positions', () => {
      const { el, byId } = island();
      const replay = watchEarlyInput(el, () => undefined);
      const slides = byId('next').parentElement ?? el;
      pointer(slides, 'pointerdown', 300);
      pointer(slides, 'pointerup', 200, 110);
      const seen: string[] = [];
      recordPointers(el, seen);
      el.removeAttribute('ssr');
      replay();
      expect(seen).toEqual(['pointerdown 300', 'pointerup 200']);
    });

    it('does not replay a tap, a cancelled gesture, another pointer’s up, or a nested island’s gesture', () => {
      const { el, byId } = island();
      const replay = watchEarlyInput(el, () => undefined);
      pointer(byId('next'), 'pointerdown', 300);
      pointer(byId('next'), 'pointerup', 305); // a tap: its click is what counts
      pointer(byId('next'), 'pointerdown', 300);
      pointer(byId('next'), 'pointercancel', 200); // the browser took it over (a scroll)
      pointer(byId('next'), 'pointerdown', 300, 100, 1);
      pointer(byId('next'), 'pointerup', 200, 100, 2);
      pointer(byId('inner'), 'pointerdown', 300);
      pointer(byId('inner'), 'pointerup', 200);
      const seen: string[] = [];
      recordPointers(el, seen);
      el.removeAttribute('ssr');
      replay();
      expect(seen).toEqual([]);
    });

    it('hands over a gesture still under way at hydration: the island sees its start, then its own end', () => {
      const { el, byId } = island();
      const replay = watchEarlyInput(el, () => undefined);
      pointer(byId('next'), 'pointerdown', 300);
      const seen: string[] = [];
      recordPointers(el, seen);
      el.removeAttribute('ssr');
      replay();
      pointer(byId('next'), 'pointerup', 200);
      expect(seen).toEqual(['pointerdown 300', 'pointerup 200']);
    });
  });
});
