/** The lateral banner becomes active once this share of it is visible (docs/requirements.md R13.7). */
export const LATERAL_BANNER_THRESHOLD = 0.2;

/** Active from the first time at least 20 % is visible; it then stays active (R4.3). */
export function shouldActivate(
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>,
): boolean {
  return entry.isIntersecting && entry.intersectionRatio >= LATERAL_BANNER_THRESHOLD;
}

/**
 * The CSS shows an inactive banner anyway this long after the page opened when its island has not
 * started (banners.css). An island that starts later keeps it shown rather than hiding it again.
 */
export const REVEAL_FALLBACK_MS = 5000;

/** Whether the CSS safety net has already shown the banner when the island starts. */
export function revealedBeforeStart(msSinceNavigation: number): boolean {
  return msSinceNavigation >= REVEAL_FALLBACK_MS;
}

/**
 * Set by the page's inline script (lateral-banner-script.ts) on a banner once 20 % of it has been
 * visible, before the island starts; it stays set (R4.3), and the island adopts it. Decision 091.
 */
export const REVEALED_ATTRIBUTE = 'data-revealed';
/** Set by that script on a banner it watches: the CSS safety net is then not needed. */
export const WATCHED_ATTRIBUTE = 'data-watched';
