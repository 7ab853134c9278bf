/** spec §9: the lateral banner becomes active once this share of it is visible. */
export const LATERAL_BANNER_THRESHOLD = 0.2;

/** Active from the first time at least 20 % is visible; it then stays active (spec §4). */
export function shouldActivate(
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>,
): boolean {
  return entry.isIntersecting && entry.intersectionRatio >= LATERAL_BANNER_THRESHOLD;
}
