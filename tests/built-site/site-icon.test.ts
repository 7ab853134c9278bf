import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { allPageRefs, builtPathFor } from '../../src/i18n/locales.ts';

/**
 * The tab's icon is a raster one: Chromium draws an SVG icon in an SVG document of its own, on
 * the page's main thread, after load (decision 116). Read from the build: `npm run build` first.
 */
const DIST = 'dist';
const pages = allPageRefs().map(({ page, locale }) => join(DIST, builtPathFor(page, locale), 'index.html'));

/** The sizes of the PNG images an ICO file holds, from its directory (ICONDIR, ICONDIRENTRY). */
function icoSizes(file: Buffer): string[] {
  expect(file.readUInt16LE(2), 'an icon resource').toBe(1);
  return Array.from({ length: file.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const offset = file.readUInt32LE(entry + 12);
    expect(file.subarray(offset + 1, offset + 4).toString('latin1'), 'a PNG image').toBe('PNG');
    const size = file.readUInt8(entry) || 256;
    return `${String(size)}x${String(file.readUInt8(entry + 1) || 256)}`;
  });
}

describe('the site icon', () => {
  it.each(pages)('%s links the ICO file, and no SVG icon', (file) => {
    const { document } = new JSDOM(readFileSync(file, 'utf8')).window;
    const icons = [...document.querySelectorAll('link[rel~="icon"]')];
    expect(icons.map((icon) => icon.getAttribute('href'))).toEqual(['/favicon.ico']);
  });

  it('holds every size the pages declare, each a PNG image', () => {
    const { document } = new JSDOM(readFileSync(pages[0] ?? '', 'utf8')).window;
    const declared = document.querySelector('link[rel~="icon"]')?.getAttribute('sizes')?.split(' ');
    expect(declared?.length).toBeGreaterThan(0);
    expect(icoSizes(readFileSync(join(DIST, 'favicon.ico')))).toEqual(declared);
  });
});
