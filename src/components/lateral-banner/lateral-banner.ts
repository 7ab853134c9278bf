/** The lateral banner becomes active once this share of it is visible (docs/requirements.md R13.7). */
export const LATERAL_BANNER_THRESHOLD = 0.2;

/** Active from the first time at least 20 % is visible; it then stays active (R4.3). */
export function shouldActivate(
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>,
): boolean {
  return entry.isIntersecting && entry.intersectionRatio >= LATERAL_BANNER_THRESHOLD;
}

/**
 * Set by the page's inline script (lateral-banner-script.ts) on a banner once 20 % of it has been
 * visible; it stays set (R4.3). Decisions 091 and 120.
 */
export const REVEALED_ATTRIBUTE = 'data-revealed';
/** Set by that script on a banner it watches: the CSS safety net is then not needed. */
export const WATCHED_ATTRIBUTE = 'data-watched';
