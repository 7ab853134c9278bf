// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { leavingPage } from './page-leaving.ts';

describe('leavingPage', () => {
  it('is false while the page is shown, true once it is being hidden, false again when it comes back', () => {
    expect(leavingPage()).toBe(false);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(leavingPage()).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(leavingPage()).toBe(false);
  });
});
