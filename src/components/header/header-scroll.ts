import { borderBoxHeight } from '../../lib/border-box-height.ts';

/**
 * The header becomes fixed once the page is scrolled 80 px (docs/requirements.md R13.6, R4.2). The
 * threshold is drawn in header.css: an invisible sentinel covers the page's first 80 px, and the
 * header is fixed while the sentinel is out of view.
 */
export const HEADER_SENTINEL_CLASS = 'site-header__sentinel';

/** The attribute the header carries while fixed (styled in header.css). */
export const HEADER_FIXED_ATTRIBUTE = 'data-fixed';
export const SITE_HEADER_ID = 'site-header';

/** The CSS variable holding the room the page keeps for the header (global.css). */
export const HEADER_HEIGHT_VARIABLE = '--header-height';

/**
 * Publishes the header's real height as --header-height, whenever it changes. Large text (WCAG 1.4.4)
 * can wrap the header's content past the CSS minimum; its placeholder (which keeps the header's place
 * once it is fixed), the scroll padding that keeps focused controls clear of it, and the phone menu's
 * panel all read this variable. Returns the cleanup.
 *
 * Only the observer measures: its first report comes after the next layout, before that frame's
 * paint, so start-up forces no layout of its own. A height the CSS already gives (the usual one, at
 * default text size) is not published: a variable set on <html> restyles the whole page
 * (decision 116).
 */
export function publishHeaderHeight(header: HTMLElement, win: Window = window): () => void {
  const root = header.ownerDocument.documentElement;
  // Browsers without ResizeObserver keep the CSS minimum, which fits the header at default text size.
  const Observer = (win as Window & { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
  if (!Observer) return () => undefined;
  const observer = new Observer(([entry]) => {
    const height = borderBoxHeight(entry);
    const published = root.style.getPropertyValue(HEADER_HEIGHT_VARIABLE);
    // Read after layout, when style is clean: no recalculation.
    if (
      published === '' &&
      height === win.getComputedStyle(root).getPropertyValue(HEADER_HEIGHT_VARIABLE).trim()
    )
      return;
    if (height !== published) root.style.setProperty(HEADER_HEIGHT_VARIABLE, height);
  });
  observer.observe(header);
  return () => {
    observer.disconnect();
    root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
  };
}

/**
 * Pins the prerendered header to the top once the page is scrolled 80 px or more, and returns it
 * to the flow above that. The header stays static HTML and only gets an attribute the CSS styles.
 * An IntersectionObserver on the sentinel tells when the threshold is crossed: the browser computes
 * it in the frame's own lifecycle, after layout, so nothing runs while the visitor scrolls and no
 * script reads the scroll position (which forces a style and layout pass when anything changed
 * since the last frame). It also reports the state it starts in, for a page opened already
 * scrolled (reload, anchor link). Returns the cleanup.
 */
export function pinHeaderOnScroll(header: HTMLElement, win: Window = window): () => void {
  const stopPublishing = publishHeaderHeight(header, win);
  const sentinel = header.ownerDocument.querySelector(`.${HEADER_SENTINEL_CLASS}`);
  const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver })
    .IntersectionObserver;
  if (!sentinel || !Observer) return stopPublishing;
  const observer = new Observer((entries) => {
    // Crossed back and forth between two reports: the last one is where the page is.
    const last = entries.at(-1);
    if (last) header.toggleAttribute(HEADER_FIXED_ATTRIBUTE, !last.isIntersecting);
  });
  observer.observe(sentinel);
  return () => {
    observer.disconnect();
    stopPublishing();
  };
}
