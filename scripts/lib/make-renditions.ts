/**
 * Makes every WebP rendition the built pages name (src and srcset of `/images/…/name.w640.webp`,
 * and the islands' scripts, which render the same images when they start), each drawn from its SVG
 * in the build at that width, not scaled from another (decision 121). A page that names a rendition
 * whose SVG is missing fails the build. Run after Astro by scripts/finish-build.ts.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parseRenditionUrl, renditionUrlsIn } from '../../src/lib/images/renditions.ts';

/** WebP's quality for flat illustrations: 82 keeps their edges clean at about a tenth of PNG's bytes. */
const QUALITY = 82;

function* builtFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(path);
    else if (/\.(?:html|js)$/.test(entry.name)) yield path;
  }
}

/** Draws the renditions the build in `dist` names; returns how many. */
export async function makeRenditions(dist: string): Promise<number> {
  const wanted = new Set<string>();
  for (const file of builtFiles(dist))
    for (const url of renditionUrlsIn(readFileSync(file, 'utf8'))) wanted.add(url);

  let made = 0;
  for (const url of [...wanted].sort()) {
    const rendition = parseRenditionUrl(url);
    if (!rendition) continue;
    const svg = join(dist, rendition.src);
    if (!existsSync(svg))
      throw new Error(`make-renditions: ${url} is named, but ${rendition.src} is not in the build`);
    const drawing = readFileSync(svg);
    const { width: svgWidth } = await sharp(drawing).metadata();
    // Drawn at the rendition's width (sharp reads an SVG at 72 dpi by its own width), not scaled.
    const image = await sharp(drawing, { density: (72 * rendition.width) / svgWidth })
      .resize({ width: rendition.width })
      .webp({ quality: QUALITY })
      .toBuffer();
    writeFileSync(join(dist, url), image);
    made += 1;
  }
  return made;
}
