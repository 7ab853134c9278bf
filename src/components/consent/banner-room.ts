const HEIGHT_VARIABLE = '--consent-banner-height';

/** The one reservation a page has: the banner is one element, and two owners share it. */
let reserved: { banner: HTMLElement; release: () => void } | undefined;

/**
 * Publishes the banner's height as a CSS variable, so the page can reserve room
 * below its content and keep focused controls above the banner (WCAG 2.4.11).
 * The height follows the banner's box, so a banner the CSS hides leaves no room.
 * Start-up reserves it on every page (the consent island may start only when the
 * visitor reaches for the banner, decision 115) and the island takes it over:
 * asked again for the same banner, this returns the same cleanup.
 */
export function reserveRoomFor(banner: HTMLElement): () => void {
  if (reserved?.banner === banner) return reserved.release;
  reserved?.release();
  const root = banner.ownerDocument.documentElement;
  const update = () => {
    root.style.setProperty(HEIGHT_VARIABLE, `${String(Math.ceil(banner.getBoundingClientRect().height))}px`);
  };
  update();
  const observer = new ResizeObserver(update);
  observer.observe(banner);
  const release = () => {
    if (reserved?.release !== release) return;
    reserved = undefined;
    observer.disconnect();
    root.style.removeProperty(HEIGHT_VARIABLE);
  };
  reserved = { banner, release };
  return release;
}
