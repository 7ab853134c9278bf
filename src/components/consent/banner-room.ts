import { borderBoxHeight } from '../../lib/border-box-height.ts';

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
 *
 * The variable is set on the two elements that read it, <html> and <body>, and the CSS registers
 * it as not inherited: set on <html> alone, it would restyle every element of the page
 * (decision 116).
 */
export function reserveRoomFor(banner: HTMLElement): () => void {
  if (reserved?.banner === banner) return reserved.release;
  reserved?.release();
  const { documentElement, body } = banner.ownerDocument;
  const readers = [documentElement, body];
  // Only the observer sets it: its first report comes after the next layout and before that
  // frame's paint, so start-up never forces a style and layout pass of its own to read the
  // height (decision 116).
  const observer = new ResizeObserver(([entry]) => {
    const height = borderBoxHeight(entry);
    for (const reader of readers) reader.style.setProperty(HEIGHT_VARIABLE, height);
  });
  observer.observe(banner);
  const release = () => {
    if (reserved?.release !== release) return;
    reserved = undefined;
    observer.disconnect();
    for (const reader of readers) reader.style.removeProperty(HEIGHT_VARIABLE);
  };
  reserved = { banner, release };
  return release;
}
