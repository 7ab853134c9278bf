import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REVEAL_FALLBACK_MS, revealedBeforeStart, shouldActivate } from './lateral-banner.ts';

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

describe('the safety net for a banner whose island never starts', () => {
  it('counts as fired from 5 s after the page opened', () => {
    expect(revealedBeforeStart(REVEAL_FALLBACK_MS - 1)).toBe(false);
    expect(revealedBeforeStart(REVEAL_FALLBACK_MS)).toBe(true);
  });

  it('matches the delay of the CSS that shows the banner', () => {
    const css = readFileSync('src/styles/landing/banners.css', 'utf8');
    const delay = /animation: lateral-banner-reveal \S+ \S+ ([\d.]+)s forwards/.exec(css)?.[1];
    expect(Number(delay) * 1000).toBe(REVEAL_FALLBACK_MS);
  });
});
