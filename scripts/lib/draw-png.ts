import sharp from 'sharp';

/**
 * An SVG drawing as a square PNG of `size` pixels, rendered at that size (not scaled down from
 * another), as scripts/make-icons.ts writes the icons and the logo's rasters, and as the built-site
 * tests redraw them to check the committed files still show the SVG.
 */
export async function drawPng(svg: string, size: number): Promise<Buffer> {
  // sharp reads the drawing at 72 dpi by its width: this density draws it `size` pixels wide.
  const width = /<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1] ?? '64';
  return sharp(Buffer.from(svg), { density: 72 * (size / Number(width)) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
