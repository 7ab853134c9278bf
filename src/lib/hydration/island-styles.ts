import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Astro writes the islands' one style rule (`astro-island, astro-slot, … { display: contents }`) as a
 * `<style>` right before the first island, inside `<body>`, where HTML does not allow it (the Nu
 * checker and html-validate report it on every page). The built pages carry it at the end of
 * `<head>` instead: the same rule, applied before anything in the body is parsed.
 */
const ISLAND_STYLE = /<style>astro-island,[^<]*<\/style>/;

/** The page with the islands' style moved into its head; unchanged when it is there already, or absent. */
export function islandStyleInHead(html: string): string {
  const style = ISLAND_STYLE.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!style || headEnd < 0 || style.index < headEnd) return html;
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd, style.index) + html.slice(style.index + style[0].length);
  return `${head}${style[0]}${body}`;
}

/** Applies islandStyleInHead to every built page (before scripts/lib/precompress.ts compresses them). */
export function islandStylesInHead(): AstroIntegration {
  return {
    name: 'island-styles-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
        await Promise.all(
          files.map(async (file) => {
            const path = join(root, file);
            const html = await readFile(path, 'utf8');
            const moved = islandStyleInHead(html);
            if (moved !== html) await writeFile(path, moved);
          }),
        );
      },
    },
  };
}
