import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { imageSize } from 'image-size';

/**
 * The pictures the content names are files under public/ (decision 107): each must exist, stay
 * under the size cap (a phone on a slow line downloads it before the page is complete) and be big
 * enough for the box the layout gives it. The build reads its intrinsic size so every <img> declares
 * width and height and the browser reserves its box before it arrives (no layout shift).
 */

/** Larger files are refused: the heaviest picture the site ships today is the sharing image, 60 KB. */
export const MAX_PICTURE_BYTES = 400 * 1024;

export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

/** Smaller pictures are refused: the smallest box the layout draws a content picture in is 240 px. */
export const MIN_PICTURE_SIZE: PictureSize = { width: 240, height: 240 };

/** The picture's size, or the reason it cannot be used, in a marketer's words. */
export function readPictureSize(
  publicDir: string,
  src: string,
  min: PictureSize = MIN_PICTURE_SIZE,
): PictureSize | string {
  const file = resolve(publicDir, `.${src}`);
  let bytes: number;
  try {
    bytes = statSync(file).size;
  } catch {
    return `names ${src}, which is not a file under public/ (upload it, or check the name)`;
  }
  if (bytes > MAX_PICTURE_BYTES) {
    return `names ${src}, which is ${String(Math.round(bytes / 1024))} KB: pictures must be at most ${String(MAX_PICTURE_BYTES / 1024)} KB`;
  }
  try {
    const { width, height } = imageSize(readFileSync(file));
    if (width >= min.width && height >= min.height) return { width, height };
    if (width > 0 && height > 0) {
      return `names ${src}, which is ${String(width)} × ${String(height)} px: pictures must be at least ${String(min.width)} × ${String(min.height)} px`;
    }
  } catch {
    // Fall through: a file whose size cannot be read is refused like one with no size.
  }
  return `names ${src}, whose width and height cannot be read (save it again as SVG, PNG, JPEG or WebP)`;
}
