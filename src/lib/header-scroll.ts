/** The header becomes fixed once the page is scrolled this far, in px (docs/requirements.md R13.6). */
export const HEADER_FIX_THRESHOLD = 80;

/** Fixed at 80 px or more, in the flow below that (R4.2). */
export function isHeaderFixed(scrollY: number): boolean {
  return scrollY >= HEADER_FIX_THRESHOLD;
}

/** The attribute the header carries while fixed (styled in header.css). */
export const HEADER_FIXED_ATTRIBUTE = 'data-fixed';
export const SITE_HEADER_ID = 'site-header';

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
  // A page opened already scrolled (reload, anchor link) is fixed at once.
  update();
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    win.removeEventListener('scroll', onScroll);
    win.cancelAnimationFrame(frame);
  };
}
