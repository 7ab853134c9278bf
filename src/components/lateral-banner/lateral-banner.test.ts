import { describe, expect, it } from 'vitest';
import { shouldActivate } from './lateral-banner.ts';

describe('lateral banner activation (R4.3, R13.7: 0.2)', () => {
  it('activates once at least 20 % is visible', () => {
    expect(shouldActivate({ isIntersecting: true, intersectionRatio: 0.19 })).toBe(false);
    expect(shouldActivate({ isIntersecting: true, intersectionRatio: 0.2 })).toBe(true);
    expect(shouldActivate({ isIntersecting: true, intersectionRatio: 1 })).toBe(true);
  });

  it('does not activate while the banner is off screen', () => {
    expect(shouldActivate({ isIntersecting: false, intersectionRatio: 0 })).toBe(false);
  });
});
