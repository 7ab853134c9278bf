/**
 * The height a ResizeObserver reported for an element's border box, rounded up to whole CSS
 * pixels, as a length for a CSS variable: the room the page keeps for the header and for the
 * cookie banner. Read from the report, not from the element, so nothing forces a layout
 * (decision 116).
 */
export function borderBoxHeight(entry: ResizeObserverEntry | undefined): string {
  return `${String(Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? 0))}px`;
}
