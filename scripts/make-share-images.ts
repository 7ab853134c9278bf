/**
 * `node scripts/make-share-images.ts`: the social-sharing images (og:image), one per language so
 * that a link shared from an Italian page previews in Italian. Drawn from the SVG below with sharp
 * (Astro's image dependency) at 1200×630, the size the large link cards use. The tagline comes
 * from the content (`shareImage.tagline`), set on two lines that end before the card drawing.
 * Run after changing either; the PNGs are committed (text rendering depends on the machine's fonts).
 */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { contentFor } from '../src/content/index.ts';
import { LOCALES } from '../src/i18n/locales.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svg(tagline: readonly string[]): string {
  const [first, second] = tagline.map(escape);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1c1433"/><stop offset="1" stop-color="#3a1d8c"/>
    </linearGradient>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#5b3df5"/><stop offset="1" stop-color="#00b3a4"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(96 96) scale(2)">
    <rect width="64" height="64" rx="16" fill="url(#brand)"/>
    <path d="M18 42c6 5 22 5 26-2 4-8-8-10-14-12-7-2-9-9-2-12 5-2 12-1 16 3" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>
  </g>
  <text x="92" y="360" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#fff">Storyverse</text>
  <g font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#d6cffc">
    <text x="96" y="434">${first}</text>
    <text x="96" y="482">${second}</text>
  </g>
  <g transform="translate(760 120)">
    <rect width="340" height="390" rx="24" fill="#fff" fill-opacity="0.1"/>
    <rect x="40" y="50" width="260" height="150" rx="12" fill="url(#brand)"/>
    <rect x="40" y="230" width="200" height="18" rx="9" fill="#fff" fill-opacity="0.65"/>
    <rect x="40" y="270" width="240" height="18" rx="9" fill="#fff" fill-opacity="0.45"/>
    <rect x="40" y="310" width="160" height="18" rx="9" fill="#fff" fill-opacity="0.3"/>
  </g>
</svg>`;
}

for (const locale of LOCALES) {
  const image = contentFor(locale).shareImage;
  const png = await sharp(Buffer.from(svg(image.tagline)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(`public${image.src}`, png);
  console.log(`public${image.src} (${String(png.length)} bytes)`);
}
