import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { builtPathFor, LOCALES, type PageId } from '../../src/i18n/locales.ts';

/**
 * Each audience page preloads its hero image, which is the intro's image, fetched first (the
 * largest paint). Markup only, so read from the build rather than in a browser (moved from the
 * Playwright suite, decision 112). Runs over `dist/`: `npm run build` first.
 */
const DIST = 'dist';
const AUDIENCE_PAGES: readonly PageId[] = ['sustainability', 'companies'];
const pages = AUDIENCE_PAGES.flatMap((page) =>
  LOCALES.map((locale) => join(DIST, builtPathFor(page, locale), 'index.html')),
);

describe('the audience pages', () => {
  it.each(pages)("%s preloads one image, the intro's, fetched first", (file) => {
    const { document } = new JSDOM(readFileSync(file, 'utf8')).window;
    const preloads = [...document.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads).toHaveLength(1);
    const intro = document.querySelector('.intro__image');
    expect(intro?.getAttribute('src')).toBe(preloads[0]?.getAttribute('href'));
    expect(intro?.getAttribute('fetchpriority')).toBe('high');
  });
});
