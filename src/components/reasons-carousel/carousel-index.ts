/**
 * The carousel's active index wraps in both directions (docs/requirements.md R4.4): one step
 * back from the first slide is the last, one step on from the last is the first.
 */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count <= 0)
    throw new RangeError(`count must be a positive integer, got ${count}`);
  return ((index % count) + count) % count;
}

export type SlideDirection = 'next' | 'previous';

export function stepIndex(index: number, count: number, direction: SlideDirection): number {
  return wrapIndex(index + (direction === 'next' ? 1 : -1), count);
}

/** A horizontal swipe longer than this (px) changes slide; shorter moves are taps or scrolls. */
export const SWIPE_MIN_DISTANCE = 40;

/** The slide change a pointer gesture asks for, if any: left goes on, right goes back. */
export function swipeDirection(dx: number, dy: number): SlideDirection | undefined {
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return undefined;
  return dx < 0 ? 'next' : 'previous';
}
