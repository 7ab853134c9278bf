/**
 * An island whose code could not be loaded (a chunk blocked by a proxy, a failed download: Astro
 * retries once, then dispatches `astro:hydration-error`) is marked, and the CSS shows it as it
 * is shown without scripts: every slide, both faces of each card, no control that cannot work.
 * Without the mark the visitor saw buttons that did nothing and content they could not reach.
 */

/** On the island element itself. */
export const ISLAND_FAILED_ATTRIBUTE = 'data-island-failed';
/** On <html>: the names of the failed islands, for entries outside them (the contact links). */
export const FAILED_ISLANDS_ATTRIBUTE = 'data-failed-islands';

/** "/_astro/ContactModalIsland.BFeA3gnr.js" → "ContactModalIsland". */
export function islandName(componentUrl: string | null): string {
  const file = componentUrl?.split('/').at(-1) ?? '';
  return file.split('.')[0] ?? '';
}

export function markFailedIsland(island: Element, root: Element): void {
  island.setAttribute(ISLAND_FAILED_ATTRIBUTE, '');
  const name = islandName(island.getAttribute('component-url'));
  const names = new Set((root.getAttribute(FAILED_ISLANDS_ATTRIBUTE) ?? '').split(' ').filter(Boolean));
  if (name) names.add(name);
  root.setAttribute(FAILED_ISLANDS_ATTRIBUTE, [...names].join(' '));
}

/** Once per page: marks every island whose hydration fails from now on. */
export function watchIslandFailures(doc: Document): void {
  doc.addEventListener('astro:hydration-error', (event) => {
    if (event.target instanceof Element) markFailedIsland(event.target, doc.documentElement);
  });
}
