/**
 * The content's SVG illustrations are shown as WebP renditions made at build
 * (scripts/lib/make-renditions.ts), except where the page's largest paint needs the few bytes of the
 * SVG (the landing pages' hero): Chromium builds every SVG image a document of its own on the
 * page's main thread, 17–56 ms each at full speed on the development VM, where decoding a raster
 * image happens off it (decision 121).
 */

/** The widest rendition made: enough for a picture shown 800 px wide on a screen at 2x. */
const WIDEST = 1600;

/**
 * The narrower widths a picture whose layout gives its `sizes` is also offered in (decision 126):
 * 720 covers a phone's column (350–372 CSS px) at 1.75x and 2x, 1,080 the same column at 2.6x–3x.
 */
const NARROWER = [720, 1080] as const;

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
 * rendition, not a `srcset`, for most: the landing pages name 30 pictures, and a `srcset` each
 * took the Italian homepage's HTML past one round trip (decision 079). The few whose width varies
 * most with the screen, and which a phone loads at start, also get narrower ones (decision 126).
 */
export function renditionWidth(intrinsicWidth: number): number {
  return Math.min(Math.round(intrinsicWidth * 2), WIDEST);
}

/**
 * The widths offered to a picture that says how wide the layout shows it: the narrower steps
 * well under its own rendition (a step within a fifth of it would save little), then that
 * rendition.
 */
export function responsiveWidths(intrinsicWidth: number): number[] {
  const widest = renditionWidth(intrinsicWidth);
  return [...NARROWER.filter((width) => width <= widest * 0.8), widest];
}

/** `/images/a.svg`, 1280 → `/images/a.w720.webp 720w, …, /images/a.w1600.webp 1600w`. */
export function renditionSrcset(src: string, intrinsicWidth: number): string {
  return responsiveWidths(intrinsicWidth)
    .map((width) => `${renditionUrl(src, width)} ${String(width)}w`)
    .join(', ');
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
