import { describe, expect, it } from 'vitest';
import { compressDocument, matchesEtag } from './document-cache.ts';

describe('entity tags of cached documents', () => {
  const doc = compressDocument('<p>Ciao</p>', 'text/html; charset=utf-8');

  it('are weak and follow the content', () => {
    expect(doc.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(compressDocument('<p>Ciao</p>', 'text/html').etag).toBe(doc.etag);
    expect(compressDocument('<p>Hello</p>', 'text/html').etag).not.toBe(doc.etag);
  });

  it.each([
    [doc.etag, true],
    [doc.etag.slice(2), true], // the same tag sent as strong still matches weakly
    [`W/"old", ${doc.etag}`, true],
    ['*', true],
    ['W/"old"', false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(matchesEtag(header, doc.etag)).toBe(expected);
  });
});
