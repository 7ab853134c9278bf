/**
 * What one built page costs a first-time visitor, read from its HTML: the gzip size of the HTML,
 * of its CSS (linked and inline) and the text of its inline scripts. The JavaScript the browser
 * fetches is measured in the browser (browser-first-load.ts).
 */
import { JSDOM } from 'jsdom';
import { brotli, gzip } from './compress.ts';

export interface PageAssets {
  /** The text of every inline script the browser runs (not JSON-LD or other data blocks). */
  readonly inlineScripts: string[];
  readonly stylesheetUrls: string[];
  readonly inlineStyles: string[];
}

export function gzipSize(content: string | Buffer): number {
  return gzip(content).length;
}

/** What browsers receive: brotli, as the build precompresses it. */
export function brotliSize(content: string | Buffer): number {
  return brotli(content).length;
}

/**
 * The most HTML, as brotli, that arrives in one round trip on a new connection: TCP's first
 * congestion window is ten 1,460-byte segments (14,600 bytes), and our response headers take
 * about 1.7 KB of it (1,669 bytes on /it/sostenibilita, most of them the Content-Security-Policy).
 * Past it, the first paint waits one round trip more (decision 079).
 */
export const FIRST_ROUND_TRIP_HTML_BYTES = 12_800;

/** The assets a page's HTML refers to, as written in the HTML. */
export function pageAssets(html: string): PageAssets {
  const { document } = new JSDOM(html).window;
  const inlineScripts: string[] = [];
  for (const script of document.querySelectorAll('script:not([src])')) {
    const type = script.getAttribute('type');
    if (type === 'application/ld+json' || type === 'application/json') continue;
    if (script.textContent.trim()) inlineScripts.push(script.textContent);
  }
  return {
    inlineScripts,
    stylesheetUrls: [...document.querySelectorAll('link[rel="stylesheet"][href]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    inlineStyles: [...document.querySelectorAll('style')].map((style) => style.textContent),
  };
}

export interface Budget {
  readonly js: number;
  readonly css: number;
  readonly html: number;
  /** The HTML as brotli, against one round trip (FIRST_ROUND_TRIP_HTML_BYTES). */
  readonly htmlBrotli: number;
}

const BUDGET_LABELS: Record<keyof Budget, string> = {
  js: 'js',
  css: 'css',
  html: 'html',
  htmlBrotli: 'html as brotli (one round trip)',
};

export type PageWeight = Budget;

/** The budget lines a page exceeds, in bytes so that one byte over shows: ["js 70,001 B > 70,000 B"]. */
export function overBudget(weight: PageWeight, budget: Budget): string[] {
  const bytes = (n: number) => `${n.toLocaleString('en')} B`;
  return (Object.keys(BUDGET_LABELS) as (keyof Budget)[])
    .filter((kind) => weight[kind] > budget[kind])
    .map((kind) => `${BUDGET_LABELS[kind]} ${bytes(weight[kind])} > ${bytes(budget[kind])}`);
}

/** Kilobytes as the issue writes its budgets: 1 KB = 1,000 bytes (the stricter reading). */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
