import { describe, expect, it } from 'vitest';
import { parseRole, visibleRoutes } from './menu.ts';
import type { RouteEntry } from './schema.ts';

const routes: RouteEntry[] = [
  { page: 'home', role: [1, 2] },
  { page: 'sustainability', role: [2, 3] },
  { page: 'companies', role: [] },
];

describe('parseRole (base-10 parseInt semantics)', () => {
  it.each([
    ['2', 2],
    ['10', 10],
    [' 3', 3],
    ['2abc', 2],
    ['-1', -1],
    ['07', 7],
    ['0x10', 0],
    ['1e3', 1],
    ['3.9', 3],
  ])('"%s" → %s', (value, expected) => {
    expect(parseRole(value)).toBe(expected);
  });

  it.each([[undefined], [''], ['abc'], ['  '], ['NaN']])('%s → no role', (value) => {
    expect(parseRole(value)).toBeUndefined();
  });
});

describe('visibleRoutes', () => {
  it('shows only the entries whose role list contains the role', () => {
    expect(visibleRoutes(routes, 2).map((r) => r.page)).toEqual(['home', 'sustainability']);
    expect(visibleRoutes(routes, 1).map((r) => r.page)).toEqual(['home']);
    expect(visibleRoutes(routes, 3).map((r) => r.page)).toEqual(['sustainability']);
  });

  it('shows nothing without a role or for a role no entry lists', () => {
    expect(visibleRoutes(routes, undefined)).toEqual([]);
    expect(visibleRoutes(routes, 99)).toEqual([]);
    expect(visibleRoutes(routes, 0)).toEqual([]);
  });

  it('combines with parseRole as the menu does', () => {
    expect(visibleRoutes(routes, parseRole('2; extra')).length).toBe(2);
    expect(visibleRoutes(routes, parseRole('admin'))).toEqual([]);
  });
});
