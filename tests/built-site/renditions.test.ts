import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allPageRefs, builtPathFor } from '../../src/i18n/locales.ts';
import { parseRenditionUrl } from '../../src/lib/images/renditions.ts';

/**
 * The content's SVG pictures are shown as WebP renditions made at build, all but the hero (decision
 * 121). Read from the build: `npm run build` first.
 */
const DIST = 'dist';
const pages = allPageRefs().map(({ page, locale }) => join(DIST, builtPathFor(page, locale), 'index.html'));
const images = (file: string) => [
  ...new JSDOM(readFileSync(file, 'utf8')).window.document.querySelectorAll('img'),
];

/** The URLs an image names: its src and each candidate of its srcset (decision 126). */
const namedUrls = (img: HTMLImageElement): string[] => [
  img.getAttribute('src') ?? '',
  ...(img.getAttribute('srcset') ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean),
];

describe('the pictures’ renditions', () => {
  it.each(pages)('%s shows no SVG picture but its hero', (file) => {
    const svg = images(file)
      .filter((img) => img.getAttribute('src')?.endsWith('.svg'))
      .map((img) => img.className);
    expect(svg.every((name) => name === 'intro__image')).toBe(true);
  });

  it('every rendition a page names is a WebP of its width, drawn from its SVG at its proportions', async () => {
    const named = new Set(
      pages.flatMap((file) => images(file).flatMap(namedUrls)).filter((src) => src.endsWith('.webp')),
    );
    expect(named.size).toBeGreaterThan(20);
    expect([...named].filter((url) => url.includes('.w720.')).length).toBeGreaterThanOrEqual(3);
    for (const url of named) {
      const rendition = parseRenditionUrl(url);
      expect(rendition, url).toBeDefined();
      if (!rendition) continue;
      const made = await sharp(join(DIST, url)).metadata();
      const drawn = await sharp(join(DIST, rendition.src)).metadata();
      expect(made.format, url).toBe('webp');
      expect(made.width, url).toBe(rendition.width);
      const ratio = drawn.height / drawn.width;
      expect(Math.abs(made.height - rendition.width * ratio), url).toBeLessThanOrEqual(1);
    }
  });
});
