/**
 * What one built page costs a first-time visitor: the gzip size of its HTML,
 * of its CSS (linked and inline) and of the JavaScript the browser loads
 * before any interaction — module scripts, modulepreloads, every island's
 * component and renderer, inline scripts, and all their static imports.
 * Dynamic `import()`s (code loaded on interaction) are not counted.
 */
import { JSDOM } from 'jsdom';
import { gzipSync } from 'node:zlib';

export interface PageAssets {
  /** Same-origin URLs of the JavaScript modules the page starts loading on its own. */
  readonly scriptUrls: string[];
  readonly inlineScripts: string[];
  readonly stylesheetUrls: string[];
  readonly inlineStyles: string[];
}

const ISLAND_ATTRIBUTES = ['component-url', 'renderer-url', 'before-hydration-url'] as const;

export function gzipSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

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
  const pattern = /(?:^|[\s;}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
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
}

export type PageWeight = Budget;

/** The budget lines a page exceeds, e.g. ["js 81.2 KiB > 70.0 KiB"]. */
export function overBudget(weight: PageWeight, budget: Budget): string[] {
  return (['js', 'css', 'html'] as const)
    .filter((kind) => weight[kind] > budget[kind])
    .map((kind) => `${kind} ${kib(weight[kind])} > ${kib(budget[kind])}`);
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
