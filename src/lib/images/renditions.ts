/**
 * The content's SVG illustrations are shown as WebP renditions made at build
 * (scripts/lib/make-renditions.ts), except where the page's largest paint needs the few bytes of the
 * SVG (the landing pages' hero): Chromium builds every SVG image a document of its own on the
 * page's main thread, 17–56 ms each at full speed on the development VM, where decoding a raster
 * image happens off it (decision 121).
 */

/** The widest rendition made: twice the widest column a picture is shown in (800 px). */
const WIDEST = 1600;

/** Pictures of our own, as SVG: `/images/…/name.svg`. Another site's picture is shown as it is. */
export function hasRenditions(src: string): boolean {
  return /^\/images\/[\w/.-]+\.svg$/.test(src) && !src.includes('..');
}

/** `/images/posters/what-is.svg`, 640 → `/images/posters/what-is.w640.webp`. */
export function renditionUrl(src: string, width: number): string {
  return src.replace(/\.svg$/, `.w${String(width)}.webp`);
}

/**
 * The width a picture of this intrinsic width is made in: double, for screens at 2x and more (the
 * content's pictures are shown at most at their intrinsic width), none wider than WIDEST. One
 * rendition, not a `srcset`: the landing pages name 30 pictures, and a `srcset` each took the
 * Italian homepage's HTML past one round trip (decision 079).
 */
export function renditionWidth(intrinsicWidth: number): number {
  return Math.min(Math.round(intrinsicWidth * 2), WIDEST);
}

/** A rendition's URL back to its SVG and width; undefined for any other URL. */
export function parseRenditionUrl(url: string): { src: string; width: number } | undefined {
  const match = /^(\/images\/[\w/.-]+)\.w(\d+)\.webp$/.exec(url);
  return match?.[1] && match[2] ? { src: `${match[1]}.svg`, width: Number(match[2]) } : undefined;
}

/** Every rendition URL a built page or script names. */
export function renditionUrlsIn(text: string): string[] {
  return [...text.matchAll(/\/images\/[\w/.-]+\.w\d+\.webp/g)].map(([url]) => url);
}
