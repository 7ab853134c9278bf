import { describe, expect, it } from 'vitest';
import { cookieNamesPattern, islandStart, startsAlone } from './island-start.ts';

describe('islandStart', () => {
  it('reads Astro’s values: `client:queued` alone, "visible", or an object as written', () => {
    expect(islandStart('')).toEqual({ visible: false });
    expect(islandStart(true)).toEqual({ visible: false });
    expect(islandStart('visible')).toEqual({ visible: true });
    expect(islandStart({ on: 'a', keep: true })).toEqual({ on: 'a', keep: true });
    expect(islandStart(null)).toEqual({ visible: false });
  });
});

describe('startsAlone', () => {
  it('starts by itself unless it waits for the visitor', () => {
    expect(startsAlone({}, () => '')).toBe(true);
    expect(startsAlone({ visible: true }, () => '')).toBe(true);
    expect(startsAlone({ on: 'a' }, () => 'role=2')).toBe(false);
    // Once on screen, or when reached before that (the footer).
    expect(startsAlone({ on: 'a', visible: true }, () => '')).toBe(true);
  });

  it('with a cookie pattern, starts by itself exactly when a cookie of those names is there', () => {
    const menu = { cookie: cookieNamesPattern(['role']) };
    expect(startsAlone(menu, () => '')).toBe(false);
    expect(startsAlone(menu, () => 'lang=it; role=2')).toBe(true);
    expect(startsAlone(menu, () => 'role=')).toBe(true);
    // Another cookie whose name only contains or ends with the name is not it.
    expect(startsAlone(menu, () => 'userrole=2; roles=1')).toBe(false);
    const consent = { on: '#banner', cookie: cookieNamesPattern(['consent', '__hs_*']) };
    expect(startsAlone(consent, () => 'a=1; __hs_opt_out=yes')).toBe(true);
    expect(startsAlone(consent, () => 'consent=%7B%7D')).toBe(true);
    expect(startsAlone(consent, () => 'consents=1; x__hs_=2')).toBe(false);
  });

  it('reads the cookies only for an island that names some (each read is a round trip)', () => {
    const reads: string[] = [];
    const cookies = () => {
      reads.push('read');
      return 'role=2';
    };
    for (const start of [{}, { visible: true }, { on: 'a' }]) startsAlone(start, cookies);
    expect(reads).toEqual([]);
    expect(startsAlone({ cookie: 'role=' }, cookies)).toBe(true);
    expect(reads).toEqual(['read']);
  });
});

describe('cookieNamesPattern', () => {
  it('names whole cookies, and a trailing * stands for any ending', () => {
    expect(cookieNamesPattern(['role'])).toBe('role=');
    expect(cookieNamesPattern(['consent', '__hs_*', 'hubspotutk'])).toBe('consent=|__hs_|hubspotutk=');
  });
});
