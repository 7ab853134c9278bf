/** The pages the Lighthouse benchmarks measure: both homepages (by language cookie), the four landing pages and the terms. */
export const BENCH_PAGES = [
  { label: '/ (homepage, it)', path: '/', lang: 'it' },
  { label: '/ (homepage, en)', path: '/', lang: 'en' },
  { label: '/it/sostenibilita', path: '/it/sostenibilita', lang: 'it' },
  { label: '/en/sustainability', path: '/en/sustainability', lang: 'en' },
  { label: '/it/aziende-medio-grandi', path: '/it/aziende-medio-grandi', lang: 'it' },
  { label: '/en/medium-big-companies', path: '/en/medium-big-companies', lang: 'en' },
  { label: '/it/termini-e-condizioni', path: '/it/termini-e-condizioni', lang: 'it' },
  { label: '/en/terms-and-conditions', path: '/en/terms-and-conditions', lang: 'en' },
] as const;

/**
 * The Lighthouse categories both benchmarks run. The floor benchmark needs the same ones as
 * bench:web even though it reads only TBT: several gatherers (CSS and JavaScript coverage,
 * scripts, console, issues) instrument the page while it loads, and that work is on the
 * renderer's main thread and in the protocol traffic.
 */
export const BENCH_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type BenchCategory = (typeof BENCH_CATEGORIES)[number];
