/**
 * Input that reaches an island before it has hydrated.
 *
 * An island's buttons are in the prerendered page from the start but do nothing until its code
 * has run: on a phone the carousel hydrates about 0.6 s after it scrolls into view, so a visitor
 * who tabs onto it and presses an arrow key, or taps a card at once, would lose that input.
 * Interest (focus, a pointer going down) moves the island to the front of the hydration queue;
 * clicks on its buttons, its keyboard navigation and its pointer gestures (a swipe on the
 * carousel) are kept and replayed once its handlers exist.
 */

/** Keys an island handles on keydown. Enter and Space on a button already end in a click. */
const NAVIGATION_KEY = /^(?:Arrow|Page)|^(?:Home|End)$/;

/** Only plain buttons: links and submit buttons have already done their native job. */
const REPLAYED_BUTTON = 'button[type="button"]';

/** A pointer that moved less than this (px) between down and up made a tap: its click is replayed instead. */
const GESTURE_MIN_MOVE = 10;

function replay(event: Event): void {
  const target = event.target as Element;
  if (!target.isConnected) return;
  // An event is a valid init dictionary for its own kind: key, code, modifiers, bubbles.
  if (event instanceof KeyboardEvent) target.dispatchEvent(new KeyboardEvent(event.type, event));
  else if (event instanceof PointerEvent) target.dispatchEvent(new PointerEvent(event.type, event));
  else target.closest<HTMLElement>(REPLAYED_BUTTON)?.click();
}

/**
 * Watches `island` until the returned function is called, right after hydration: it stops
 * watching and replays, in order, what the visitor did meanwhile.
 */
export function watchEarlyInput(island: HTMLElement, onInterest: () => void): () => void {
  const kept: Event[] = [];
  // A nested island keeps its own input.
  const own = (event: Event) =>
    event.target instanceof Element && event.target.closest('astro-island') === island;
  const interest = (event: Event) => {
    if (own(event)) onInterest();
  };
  const keep = (event: Event) => {
    // Astro removes `ssr` once the island has hydrated: its own handlers have this event.
    if (!own(event) || event.defaultPrevented || !island.hasAttribute('ssr')) return;
    const wanted =
      event instanceof KeyboardEvent
        ? NAVIGATION_KEY.test(event.key)
        : (event.target as Element).closest(REPLAYED_BUTTON) !== null;
    if (!wanted) return;
    kept.push(event);
    onInterest();
  };
  // A gesture is kept whole, its down and its up, and only if the pointer moved.
  let pointerDown: PointerEvent | undefined;
  const keepGesture = (event: Event) => {
    if (!(event instanceof PointerEvent) || !own(event) || !island.hasAttribute('ssr')) return;
    if (event.type === 'pointerdown') {
      pointerDown = event;
      return;
    }
    const down = pointerDown;
    pointerDown = undefined;
    if (event.type !== 'pointerup' || down?.pointerId !== event.pointerId) return;
    const moved = Math.hypot(event.clientX - down.clientX, event.clientY - down.clientY);
    if (moved >= GESTURE_MIN_MOVE) kept.push(down, event);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['focusin', interest],
    ['pointerdown', interest],
    ['click', keep],
    ['keydown', keep],
    ['pointerdown', keepGesture],
    ['pointerup', keepGesture],
    ['pointercancel', keepGesture],
  ];
  for (const [type, listener] of listeners) island.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) island.removeEventListener(type, listener);
    // A gesture still under way hands its start over: the island's own handlers see its end.
    if (pointerDown) kept.push(pointerDown);
    for (const event of kept.splice(0)) replay(event);
  };
}
