import { parseArgs } from 'node:util';

/** The pages measured by default: both homepages (by language cookie), the four landing pages and the terms. */
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

type BenchPage = (typeof BENCH_PAGES)[number];
const USAGE = `usage: npm run bench:pages -- [--pages /@it,/it/sostenibilita] [--rounds 3] [--no-blank]
  [--no-scriptless] [--against <commit>] [--breakdown] [--write]`;
const list = (value: string) => value.split(',').flatMap((item) => item.trim() || []);

/**
 * The options of `npm run bench:pages`; throws with the usage on anything it does not know. The floors:
 * blank, the machine's (measured once per round); scriptless, each page's own (it without its scripts).
 * `against`: a commit to build and measure beside the current build; `write`: into docs/benchmarks.md.
 */
export function parsePageOptions(args: readonly string[]) {
  const { values } = parseArgs({
    args: [...args],
    allowNegative: true,
    options: {
      pages: { type: 'string' },
      rounds: { type: 'string', default: '3' },
      blank: { type: 'boolean', default: true },
      scriptless: { type: 'boolean', default: true },
      against: { type: 'string' },
      breakdown: { type: 'boolean', default: false },
      write: { type: 'boolean', default: false },
    },
  });
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`--rounds must be a whole number ≥ 1\n${USAGE}`);
  // A path names every page served there ("/" is both homepages); "/@en" one language's, "/en/" every page in it.
  const wanted = list(values.pages ?? '/it/,/en/');
  const names = (page: BenchPage) => [page.path, `${page.path}@${page.lang}`, `/${page.lang}/`];
  const pages = BENCH_PAGES.filter((page) => names(page).some((name) => wanted.includes(name)));
  const unknown = wanted.filter((name) => !pages.some((page) => names(page).includes(name)));
  if (unknown.length) throw new Error(`unknown pages: ${unknown.join(', ')}\n${USAGE}`);
  return { ...values, rounds, pages };
}
