import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepIndex, SWIPE_MIN_DISTANCE, swipeDirection, wrapIndex } from './carousel-index.ts';

describe('carousel index', () => {
  it('wraps from the last slide to the first and from the first to the last', () => {
    expect(stepIndex(3, 4, 'next')).toBe(0);
    expect(stepIndex(0, 4, 'previous')).toBe(3);
    expect(stepIndex(1, 4, 'next')).toBe(2);
    expect(stepIndex(2, 4, 'previous')).toBe(1);
  });

  it('always lands on a valid slide, and n steps forward come back to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 12 }), (index, count) => {
        const wrapped = wrapIndex(index, count);
        expect(wrapped).toBeGreaterThanOrEqual(0);
        expect(wrapped).toBeLessThan(count);
        let position = wrapped;
        for (let step = 0; step < count; step += 1) position = stepIndex(position, count, 'next');
        expect(position).toBe(wrapped);
      }),
    );
  });

  it('refuses an empty carousel', () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
  });
});

describe('swipe direction', () => {
  it('goes on with a swipe to the left and back with a swipe to the right', () => {
    expect(swipeDirection(-SWIPE_MIN_DISTANCE, 0)).toBe('next');
    expect(swipeDirection(SWIPE_MIN_DISTANCE + 20, 5)).toBe('previous');
  });

  it('ignores short moves and mostly vertical ones (scrolling)', () => {
    expect(swipeDirection(-(SWIPE_MIN_DISTANCE - 1), 0)).toBeUndefined();
    expect(swipeDirection(-60, 80)).toBeUndefined();
  });
});
