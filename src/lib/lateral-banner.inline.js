/* global document, window, IntersectionObserver */
// Reveals the lateral banner without waiting for its island (lateral-banner-script.ts). Classic
// script, run as the parser reaches it, right after the banner. One observer for every banner.
(() => {
  const threshold = Number(document.currentScript?.dataset.threshold);
  if (!window.IntersectionObserver || !threshold) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting && entry.intersectionRatio >= threshold) {
          entry.target.setAttribute('data-revealed', '');
          observer.unobserve(entry.target);
        }
      }
    },
    { threshold },
  );
  for (const banner of document.querySelectorAll('.lateral-banner:not([data-watched])')) {
    banner.setAttribute('data-watched', '');
    observer.observe(banner);
  }
})();
