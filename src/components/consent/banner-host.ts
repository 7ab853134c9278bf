const HOST_ID = 'consent-banner-host';
const HEIGHT_VARIABLE = '--consent-banner-height';

/**
 * The banner's container, first in <body>: the banner is the first stop of
 * the keyboard and of screen readers, though it is drawn at the bottom.
 */
export function bannerHost(doc: Document = document): HTMLElement {
  const existing = doc.getElementById(HOST_ID);
  if (existing) return existing;
  const host = doc.createElement('div');
  host.id = HOST_ID;
  doc.body.prepend(host);
  return host;
}

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
