import { borderBoxHeight } from '../../lib/border-box-height.ts';

/** The header becomes fixed once the page is scrolled this far, in px (docs/requirements.md R13.6). */
export const HEADER_FIX_THRESHOLD = 80;

/** Fixed at 80 px or more, in the flow below that (R4.2). */
export function isHeaderFixed(scrollY: number): boolean {
  return scrollY >= HEADER_FIX_THRESHOLD;
}

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
 * Pins the prerendered header to the top once the page is scrolled 80 px or
 * more, and returns it to the flow above that. The header stays static HTML and
 * only gets an attribute the CSS styles: one passive listener, at most one
 * update per frame. Returns the cleanup.
 */
export function pinHeaderOnScroll(header: HTMLElement, win: Window = window): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    header.toggleAttribute(HEADER_FIXED_ATTRIBUTE, isHeaderFixed(win.scrollY));
  };
  const onScroll = () => {
    if (frame === 0) frame = win.requestAnimationFrame(update);
  };
  // A page opened already scrolled (reload, anchor link) is fixed in the next frame, before it
  // paints. Reading scrollY now, inside start-up, would force a style and layout pass of its own;
  // in the frame's callback the layout it needs is the frame's (decision 116).
  frame = win.requestAnimationFrame(update);
  const stopPublishing = publishHeaderHeight(header, win);
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    stopPublishing();
    win.removeEventListener('scroll', onScroll);
    win.cancelAnimationFrame(frame);
  };
}
