/**
 * What one built page costs a first-time visitor: the gzip size of its HTML,
 * of its CSS (linked and inline) and of the JavaScript the browser loads
 * before any interaction — module scripts, modulepreloads, every island's
 * component and renderer, inline scripts, and all their static imports.
 * Dynamic `import()`s (code loaded on interaction) are not counted.
 */
import { JSDOM } from 'jsdom';
import { brotli, gzip } from './compress.ts';

export interface PageAssets {
  /** Same-origin URLs of the JavaScript modules the page starts loading on its own. */
  readonly scriptUrls: string[];
  readonly inlineScripts: string[];
  readonly stylesheetUrls: string[];
  readonly inlineStyles: string[];
}

const ISLAND_ATTRIBUTES = ['component-url', 'renderer-url', 'before-hydration-url'] as const;

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
  const scriptUrls = new Set<string>();
  const inlineScripts: string[] = [];
  for (const script of document.querySelectorAll('script')) {
    const type = script.getAttribute('type');
    if (type === 'application/ld+json' || type === 'application/json') continue;
    const src = script.getAttribute('src');
    if (src) scriptUrls.add(src);
    else if (script.textContent.trim()) inlineScripts.push(script.textContent);
  }
  for (const link of document.querySelectorAll('link[rel="modulepreload"][href]')) {
    scriptUrls.add(link.getAttribute('href') ?? '');
  }
  for (const island of document.querySelectorAll('astro-island')) {
    for (const attribute of ISLAND_ATTRIBUTES) {
      const url = island.getAttribute(attribute);
      if (url) scriptUrls.add(url);
    }
  }
  return {
    scriptUrls: [...scriptUrls],
    inlineScripts,
    stylesheetUrls: [...document.querySelectorAll('link[rel="stylesheet"][href]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    inlineStyles: [...document.querySelectorAll('style')].map((style) => style.textContent),
  };
}

/**
 * Module specifiers a bundled file imports statically (`import … from "x"`,
 * `import "x"`, `export … from "x"`); `import("x")` is left out on purpose.
 */
export function staticImports(code: string): string[] {
  const specifiers = new Set<string>();
  const pattern = /(?:^|[\s;}])(?:import|export)(?:[\w$*{}\s,]*?from)?\s*["']([^"']+)["']/g;
  for (const match of code.matchAll(pattern)) if (match[1]) specifiers.add(match[1]);
  return [...specifiers];
}

/** Every module reachable through static imports from the entry URLs (URL paths, e.g. /_astro/x.js). */
export function moduleClosure(entries: readonly string[], read: (urlPath: string) => string): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift();
    if (url === undefined || seen.has(url)) continue;
    seen.add(url);
    for (const specifier of staticImports(read(url))) {
      queue.push(new URL(specifier, `http://site${url}`).pathname);
    }
  }
  return [...seen];
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
