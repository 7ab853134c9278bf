/** spec §9: the header becomes fixed once the page is scrolled this far (px). */
export const HEADER_FIX_THRESHOLD = 80;

/** Fixed at 80 px or more, in the flow below that (spec §4 "Header"). */
export function isHeaderFixed(scrollY: number): boolean {
  return scrollY >= HEADER_FIX_THRESHOLD;
}

/** The attribute the header carries while fixed (styled in header.css). */
export const HEADER_FIXED_ATTRIBUTE = 'data-fixed';
export const SITE_HEADER_ID = 'site-header';
