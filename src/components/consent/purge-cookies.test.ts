import { describe, expect, it } from 'vitest';
import { candidateDomains, cookieNames, expiringAssignments, purgeCookies } from './purge-cookies.ts';
import { TRACKING_COOKIE_PATTERNS } from './tracking-script.ts';

describe('deleting third-party cookies', () => {
  it('lists cookie names', () => {
    expect(cookieNames('lang=it; hubspotutk=abc; __hstc=1.2; consent=%7B%7D')).toEqual([
      'lang',
      'hubspotutk',
      '__hstc',
      'consent',
    ]);
    expect(cookieNames('')).toEqual([]);
  });

  it('tries the host and every parent domain, never a bare IP or a single label', () => {
    expect(candidateDomains('www.shop.example.com')).toEqual([
      'www.shop.example.com',
      'shop.example.com',
      'example.com',
    ]);
    expect(candidateDomains('127.0.0.1')).toEqual([]);
    expect(candidateDomains('localhost')).toEqual([]);
    expect(expiringAssignments('hubspotutk', 'www.example.com')).toEqual([
      'hubspotutk=; Max-Age=0; Path=/',
      'hubspotutk=; Max-Age=0; Path=/; Domain=.www.example.com',
      'hubspotutk=; Max-Age=0; Path=/; Domain=.example.com',
    ]);
  });

  it('expires the tracking cookies and leaves the technical ones alone', () => {
    const written: string[] = [];
    const doc = {
      location: { hostname: 'www.example.com' },
      get cookie() {
        return 'lang=it; hubspotutk=abc; __hstc=1; __hssc=2; __hssrc=1; messagesUtk=x; consent=%7B%7D; XSRF-TOKEN=t';
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    purgeCookies(TRACKING_COOKIE_PATTERNS, doc);
    const expired = new Set(written.map((assignment) => assignment.split('=')[0]));
    expect([...expired].sort()).toEqual(['__hssc', '__hssrc', '__hstc', 'hubspotutk', 'messagesUtk']);
    expect(written).toContain('hubspotutk=; Max-Age=0; Path=/; Domain=.example.com');
  });
});
