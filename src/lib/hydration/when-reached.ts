import { isPlainClick } from '../plain-click.ts';

/** What counts as the visitor reaching for an element: a pointer over it, focus, a press, a click. */
const REACH = ['pointerover', 'focusin', 'pointerdown', 'click'] as const;

/**
 * Calls `reach` when the visitor reaches for an element matching `selector`, or the address
 * names one (now or later). With `keep`, plain clicks on matching links are kept from following
 * the link (island-start.ts). Returns the function to call once the island's code has run or
 * failed: it stops watching and repeats the kept clicks, in order. When it failed, what the address
 * names may only now be shown (the contact modal's fallback, decision 085): it is brought into view.
 */
export function whenReached(selector: string, keep: boolean, reach: () => void): (failed: boolean) => void {
  const kept: HTMLElement[] = [];
  const match = (target: unknown) => (target instanceof Element ? target.closest(selector) : null);
  const onReach = (event: Event) => {
    const reached = match(event.target);
    if (!reached) return;
    const link = reached.closest<HTMLElement>('a[href]');
    if (keep && link && event instanceof MouseEvent && event.type == 'click' && isPlainClick(event)) {
      event.preventDefault();
      kept.push(link);
    }
    reach();
  };
  // The element the address's fragment names (what `:target` matches, which jsdom does not update).
  const named = () => match(document.getElementById(location.hash.slice(1)));
  const onAddress = () => {
    if (named()) reach();
  };
  for (const type of REACH) document.addEventListener(type, onReach, true);
  addEventListener('hashchange', onAddress);
  onAddress();
  return (failed) => {
    for (const type of REACH) document.removeEventListener(type, onReach, true);
    removeEventListener('hashchange', onAddress);
    for (const link of kept.splice(0)) link.click();
    if (failed) named()?.scrollIntoView();
  };
}
