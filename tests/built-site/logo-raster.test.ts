import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawPng } from '../../scripts/lib/draw-png.ts';
import { LOGO_PNGS } from '../../scripts/lib/logo-pngs.ts';
import { SITE } from '../../src/config/site.ts';
import { allPageRefs, builtPathFor } from '../../src/i18n/locales.ts';

/**
 * The logo the pages show is a PNG: Chromium builds an SVG image a document of its own on the
 * page's main thread (decision 120). The PNGs are committed (scripts/make-icons.ts); this checks
 * they still show public/images/logo.svg. Read from the build: `npm run build` first.
 */
const DIST = 'dist';
const pages = allPageRefs().map(({ page, locale }) => ({
  page,
  file: join(DIST, builtPathFor(page, locale), 'index.html'),
}));

const pixels = async (png: Buffer) => sharp(png).raw().toBuffer({ resolveWithObject: true });

describe('the logo on the pages', () => {
  it.each(pages)('$file shows the logo as PNG (drawn at 3x) and no SVG image', ({ page, file }) => {
    const { document } = new JSDOM(readFileSync(file, 'utf8')).window;
    const header = document.querySelector('header.site-header .brand img');
    expect(header?.getAttribute('src')).toBe(SITE.company.logoPng.header);
    expect(header?.getAttribute('width')).toBe('32');
    const landing = document.querySelector('.landing-view__logo img');
    if (page === 'home') {
      expect(landing?.getAttribute('src')).toBe(SITE.company.logoPng.landing);
      expect(landing?.getAttribute('width')).toBe('88');
    } else expect(landing).toBeNull();
    const svgImages = [...document.querySelectorAll('img')].filter((img) =>
      /logo[^/]*\.svg$/.test(img.getAttribute('src') ?? ''),
    );
    expect(svgImages).toEqual([]);
  });

  it.each(LOGO_PNGS)('$file is public/images/logo.svg drawn at $size px', async ({ file, size }) => {
    const built = await pixels(readFileSync(join(DIST, file.replace(/^public/, ''))));
    const drawn = await pixels(await drawPng(readFileSync('public/images/logo.svg', 'utf8'), size));
    expect(built.info).toMatchObject({ width: size, height: size });
    expect(built.data.equals(drawn.data)).toBe(true);
  });
});
