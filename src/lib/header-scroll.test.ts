import { describe, expect, it } from 'vitest';
import { isHeaderFixed } from './header-scroll.ts';

describe('fixed header threshold (spec §9: 80 px)', () => {
  it('stays in the flow just below 80 px and is fixed from 80 px on', () => {
    expect(isHeaderFixed(0)).toBe(false);
    expect(isHeaderFixed(79)).toBe(false);
    expect(isHeaderFixed(79.5)).toBe(false);
    expect(isHeaderFixed(80)).toBe(true);
    expect(isHeaderFixed(2000)).toBe(true);
  });
});
