/**
 * A click the browser would answer by following the link in this tab: the main button and no
 * modifier (Ctrl or Cmd for a new tab, Shift for a new window, Alt for a download). Only such a
 * click may be turned into something of the page's own (a dialog, the contact modal).
 */
export function isPlainClick(
  // React's own mouse events carry the same fields.
  event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
