import { describe, expect, it } from 'vitest';
import { blockingByOrigin, UNATTRIBUTABLE } from './blocking-share.ts';

describe('blockingByOrigin', () => {
  it('counts the part of a task past 50 ms as blocking and attributes it', () => {
    const split = blockingByOrigin(
      [
        { url: UNATTRIBUTABLE, startTime: 900, duration: 130 },
        { url: 'http://127.0.0.1/_astro/hooks.module.js', startTime: 1100, duration: 64 },
      ],
      800,
    );
    expect(split).toEqual({ unattributed: 80, attributed: 14 });
  });

  it('counts only what lies after the first contentful paint, as TBT does', () => {
    // 770–922 with FCP at 791: 131 ms after the paint, 81 of them past the threshold.
    expect(blockingByOrigin([{ url: UNATTRIBUTABLE, startTime: 770, duration: 152 }], 791)).toEqual({
      unattributed: 81,
      attributed: 0,
    });
  });

  it('ignores tasks that end before the paint or stay under 50 ms after it', () => {
    const split = blockingByOrigin(
      [
        { url: UNATTRIBUTABLE, startTime: 600, duration: 150 },
        { url: 'http://127.0.0.1/it/sostenibilita', startTime: 780, duration: 60 },
        { url: 'http://127.0.0.1/it/sostenibilita', startTime: 1000, duration: 50 },
      ],
      800,
    );
    expect(split).toEqual({ unattributed: 0, attributed: 0 });
  });
});
