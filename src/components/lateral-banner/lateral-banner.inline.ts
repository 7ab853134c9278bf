/**
 * Reveals the lateral banner (lateral-banner-script.ts): a classic script, run as the parser reaches
 * it, right after the banner. One observer for every banner, with the rule of shouldActivate.
 */
import {
  LATERAL_BANNER_THRESHOLD,
  REVEALED_ATTRIBUTE,
  shouldActivate,
  WATCHED_ATTRIBUTE,
} from './lateral-banner.ts';

if ('IntersectionObserver' in window) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!shouldActivate(entry)) continue;
        entry.target.setAttribute(REVEALED_ATTRIBUTE, '');
        observer.unobserve(entry.target);
      }
    },
    { threshold: LATERAL_BANNER_THRESHOLD },
  );
  for (const banner of document.querySelectorAll(`.lateral-banner:not([${WATCHED_ATTRIBUTE}])`)) {
    banner.setAttribute(WATCHED_ATTRIBUTE, '');
    observer.observe(banner);
  }
}
