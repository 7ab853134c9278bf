import type { VideoSection } from './video-start.ts';

/**
 * How wide each banner shows its video's poster, as an `<img sizes>`, from the layout in
 * banners.css (decision 126). Below 768 px both are the screen less its two gutters (1.25rem each
 * on a phone, the browser's choice depends on it). Above, the lateral banner gives the video half
 * the row less half its gap and a gutter (to the screen's edge from 1,460 px); the simple banner's
 * is up to 64rem wide, and from 1,460 px the right-hand column of a 5:7 row (about 625 px). Each is
 * a little over what the page lays out, never under: the browser test of picture sizes measures
 * both against the page.
 */
export const POSTER_SIZES: Record<VideoSection, string> = {
  'lateral-banner':
    '(min-width: 1460px) 50vw, (min-width: 1200px) 540px, (min-width: 768px) calc(50vw - 3rem), calc(100vw - 2.5rem)',
  'simple-banner': '(min-width: 1460px) 640px, min(100vw - 2.5rem, 64rem)',
};
