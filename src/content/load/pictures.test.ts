import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES, MIN_PICTURE_SIZE, readPictureSize } from './image-size.ts';

/** The size cap and the minimum size of a content picture (decision 107), on files made here. */

let publicDir: string;
const svg = (width: number, height: number, padding = 0) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}"><!--${'x'.repeat(padding)}--></svg>`;

beforeAll(() => {
  publicDir = mkdtempSync(join(tmpdir(), 'pictures-'));
  mkdirSync(join(publicDir, 'images'));
  writeFileSync(join(publicDir, 'images/ok.svg'), svg(640, 400));
  writeFileSync(join(publicDir, 'images/small.svg'), svg(200, 400));
  writeFileSync(join(publicDir, 'images/heavy.svg'), svg(640, 400, MAX_PICTURE_BYTES));
  writeFileSync(join(publicDir, 'images/broken.png'), 'not a picture');
});
afterAll(() => {
  rmSync(publicDir, { recursive: true, force: true });
});

describe('a content picture', () => {
  it('gives its intrinsic size when it exists, is light enough and big enough', () => {
    expect(readPictureSize(publicDir, '/images/ok.svg')).toEqual({ width: 640, height: 400 });
  });

  it('is refused when its file is missing', () => {
    expect(readPictureSize(publicDir, '/images/gone.svg')).toBe(
      'names /images/gone.svg, which is not a file under public/ (upload it, or check the name)',
    );
  });

  it(`is refused above ${String(MAX_PICTURE_BYTES / 1024)} KB`, () => {
    expect(readPictureSize(publicDir, '/images/heavy.svg')).toBe(
      'names /images/heavy.svg, which is 400 KB: pictures must be at most 400 KB',
    );
  });

  it(`is refused below ${String(MIN_PICTURE_SIZE.width)} × ${String(MIN_PICTURE_SIZE.height)} px`, () => {
    expect(readPictureSize(publicDir, '/images/small.svg')).toBe(
      'names /images/small.svg, which is 200 × 400 px: pictures must be at least 240 × 240 px',
    );
  });

  it('is refused when its size cannot be read', () => {
    expect(readPictureSize(publicDir, '/images/broken.png')).toBe(
      'names /images/broken.png, whose width and height cannot be read (save it again as SVG, PNG, JPEG or WebP)',
    );
  });
});
