/**
 * `node scripts/make-icons.ts`: the raster icons some clients ask for by name, drawn from
 * public/favicon.svg with sharp (Astro's image dependency): /favicon.ico (16, 32 and 48 px PNGs in
 * an ICO container: the icon pages link, and clients that request it blindly get it too) and
 * /apple-touch-icon.png (180 px, square: iOS rounds the corners itself). Pages link the ICO, not
 * the SVG: Chromium draws an SVG icon in a document of its own on the page's main thread after
 * load (decision 116), and does the same for an SVG image, so the logo the pages show is drawn
 * from public/images/logo.svg as PNGs too (decision 120). Run after changing either SVG; the
 * outputs are committed, and a built-site test checks they still show the SVGs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { drawPng as png } from './lib/draw-png.ts';
import { LOGO_PNGS } from './lib/logo-pngs.ts';

const svg = readFileSync('public/favicon.svg', 'utf8');
const square = svg.replace(/ rx="\d+"/, '');

/** An ICO file holding PNG images (a format every browser reads since Windows Vista's). */
function ico(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size, 0);
    entry.writeUInt8(size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const ICO_SIZES = [16, 32, 48];
writeFileSync(
  'public/favicon.ico',
  ico(await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await png(svg, size) })))),
);
writeFileSync('public/apple-touch-icon.png', await png(square, 180));
const logo = readFileSync('public/images/logo.svg', 'utf8');
for (const { file, size } of LOGO_PNGS) writeFileSync(file, await png(logo, size));
console.log(
  ['public/favicon.ico', 'public/apple-touch-icon.png', ...LOGO_PNGS.map(({ file }) => file)].join(', '),
);
