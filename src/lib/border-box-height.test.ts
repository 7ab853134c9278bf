import { describe, expect, it } from 'vitest';
import { borderBoxHeight } from './border-box-height.ts';

const report = (blockSize: number) =>
  ({ borderBoxSize: [{ blockSize, inlineSize: 390 }] }) as unknown as ResizeObserverEntry;

describe('borderBoxHeight', () => {
  it('rounds a fractional height up, so the room kept is never short of the box', () => {
    expect(borderBoxHeight(report(72.4))).toBe('73px');
    expect(borderBoxHeight(report(73))).toBe('73px');
  });

  it('is 0px for a box with no size or no report', () => {
    expect(borderBoxHeight(report(0))).toBe('0px');
    expect(borderBoxHeight(undefined)).toBe('0px');
  });
});
