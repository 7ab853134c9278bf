/**
 * Moves keyboard focus into an embed once its document has loaded (call it
 * from the iframe's `load`). Focus given to an iframe before then lands on its
 * placeholder about:blank document, which Chromium drops when the embed's
 * cross-origin page replaces it: keys then reach neither document.
 *
 * Focus moves only if it is still where the page left it: on `holder` (what
 * kept it while the embed loaded) or nowhere. A visitor who has moved on
 * meanwhile keeps their place.
 */
export function focusLoadedEmbed(frame: HTMLIFrameElement, holder?: Element | null): void {
  const active = frame.ownerDocument.activeElement;
  if (active === null || active === frame.ownerDocument.body || (holder != null && active === holder)) {
    frame.focus();
  }
}
