/**
 * `node scripts/make-icons.ts`: the raster icons some clients ask for by name, drawn from
 * public/favicon.svg with sharp (Astro's image dependency): /favicon.ico (32 px, a PNG in an ICO
 * container, for clients that request it blindly) and /apple-touch-icon.png (180 px, square: iOS
 * rounds the corners itself). Run after changing the SVG; the outputs are committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('public/favicon.svg', 'utf8');
const square = svg.replace(/ rx="\d+"/, '');

async function png(source: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(source), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding one PNG image (supported by every browser since Windows Vista's format). */
function ico(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(header.length + entry.length, 12);
  return Buffer.concat([header, entry, image]);
}

writeFileSync('public/favicon.ico', ico(await png(svg, 32), 32));
writeFileSync('public/apple-touch-icon.png', await png(square, 180));
console.log('public/favicon.ico, public/apple-touch-icon.png');
