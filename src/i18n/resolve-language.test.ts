import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localeFromPath, resolveLanguage } from './resolve-language.ts';

describe('resolveLanguage', () => {
  it('takes the first path segment over everything else', () => {
    expect(resolveLanguage({ pathname: '/en/sustainability', cookie: 'it', acceptLanguage: 'it' })).toBe(
      'en',
    );
    expect(resolveLanguage({ pathname: '/it/sostenibilita', cookie: 'en', acceptLanguage: 'en' })).toBe('it');
  });

  it('falls back to the lang cookie when the path has no language', () => {
    expect(resolveLanguage({ pathname: '/', cookie: 'en', acceptLanguage: 'it-IT' })).toBe('en');
  });

  it('ignores a cookie that is not a supported language', () => {
    expect(resolveLanguage({ pathname: '/', cookie: 'de', acceptLanguage: 'en-GB' })).toBe('en');
    expect(resolveLanguage({ pathname: '/', cookie: 'EN' })).toBe('it');
  });

  it('uses Accept-Language when there is neither path language nor cookie', () => {
    expect(resolveLanguage({ pathname: '/', acceptLanguage: 'en-US,en;q=0.9' })).toBe('en');
  });

  it('defaults to Italian', () => {
    expect(resolveLanguage({ pathname: '/' })).toBe('it');
    expect(resolveLanguage({ pathname: '/', acceptLanguage: 'de-DE,fr;q=0.8' })).toBe('it');
  });
});

describe('localeFromPath', () => {
  it.each([
    ['/en', 'en'],
    ['/it/', 'it'],
    ['/en/medium-big-companies', 'en'],
    ['/english/page', undefined],
    ['/', undefined],
    ['/de/x', undefined],
  ])('%s → %s', (path, expected) => {
    expect(localeFromPath(path)).toBe(expected);
  });
});

describe('localeFromAcceptLanguage', () => {
  it('honours q-values over order', () => {
    expect(localeFromAcceptLanguage('it;q=0.5, en;q=0.9')).toBe('en');
  });

  it('keeps header order for equal q-values and matches regional variants', () => {
    expect(localeFromAcceptLanguage('en-GB, it-IT')).toBe('en');
    expect(localeFromAcceptLanguage('IT-ch, en')).toBe('it');
  });

  it('skips unsupported and refused languages', () => {
    expect(localeFromAcceptLanguage('fr, en;q=0, it;q=0.1')).toBe('it');
    expect(localeFromAcceptLanguage('*')).toBeUndefined();
    expect(localeFromAcceptLanguage('')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it('treats a malformed q-value as refused', () => {
    expect(localeFromAcceptLanguage('en;q=abc, it;q=0.2')).toBe('it');
  });
});
