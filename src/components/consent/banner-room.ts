const HEIGHT_VARIABLE = '--consent-banner-height';

/**
 * Publishes the banner's height as a CSS variable, so the page can reserve room
 * below its content and keep focused controls above the banner (WCAG 2.4.11).
 * Returns the cleanup.
 */
export function reserveRoomFor(banner: HTMLElement): () => void {
  const root = banner.ownerDocument.documentElement;
  const update = () => {
    root.style.setProperty(HEIGHT_VARIABLE, `${String(Math.ceil(banner.getBoundingClientRect().height))}px`);
  };
  update();
  const observer = new ResizeObserver(update);
  observer.observe(banner);
  return () => {
    observer.disconnect();
    root.style.removeProperty(HEIGHT_VARIABLE);
  };
}
