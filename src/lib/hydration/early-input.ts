/**
 * Input that reaches an island before it has hydrated.
 *
 * An island's buttons are in the prerendered page from the start but do nothing until its code
 * has run: on a phone the carousel hydrates about 0.6 s after it scrolls into view, so a visitor
 * who tabs onto it and presses an arrow key, or taps a card at once, would lose that input.
 * Interest (focus, a pointer going down) moves the island to the front of the hydration queue;
 * clicks on its buttons and its keyboard navigation are kept and replayed once its handlers exist.
 */

/** Keys an island handles on keydown. Enter and Space on a button already end in a click. */
const NAVIGATION_KEY = /^(Arrow|Page)|^(Home|End)$/;

/** Only plain buttons: links and submit buttons have already done their native job. */
const REPLAYED_BUTTON = 'button[type="button"]';

function replay(event: Event): void {
  const target = event.target as Element;
  if (!target.isConnected) return;
  // An event is a valid init dictionary for its own kind: key, code, modifiers, bubbles.
  if (event instanceof KeyboardEvent) target.dispatchEvent(new KeyboardEvent(event.type, event));
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
  const listeners: [string, (event: Event) => void][] = [
    ['focusin', interest],
    ['pointerdown', interest],
    ['click', keep],
    ['keydown', keep],
  ];
  for (const [type, listener] of listeners) island.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) island.removeEventListener(type, listener);
    for (const event of kept.splice(0)) replay(event);
  };
}
