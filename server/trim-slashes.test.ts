import { describe, expect, it } from 'vitest';
import { trimTrailingSlashes } from './trim-slashes.ts';

describe('trimTrailingSlashes', () => {
  it('removes every trailing slash and nothing else', () => {
    expect(trimTrailingSlashes('https://api.example.test///')).toBe('https://api.example.test');
    expect(trimTrailingSlashes('/it/sostenibilita/')).toBe('/it/sostenibilita');
    expect(trimTrailingSlashes('/a//b')).toBe('/a//b');
    expect(trimTrailingSlashes('///')).toBe('');
    expect(trimTrailingSlashes('')).toBe('');
  });
});
