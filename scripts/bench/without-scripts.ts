import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';

/**
 * A landing page as the benchmarks' second floor: the same built HTML with nothing that runs. Between
 * the blank page and the page as built it splits a page's main-thread work into what its document
 * costs (parsing, style, layout, paint, pictures) and what its scripts add.
 */
export const SCRIPTLESS_PAGE = {
  label: '/it/sostenibilita without scripts',
  path: '/it/sostenibilita',
  file: 'it/sostenibilita/index.html',
  lang: 'it',
} as const;

/** Script types a browser does not run: data blocks stay, they are part of the document. */
const DATA_BLOCK_TYPES = new Set(['application/ld+json', 'application/json', 'importmap']);

/**
 * The HTML without the scripts the browser would run (inline, external, modules) and without the
 * module preloads that fetch them; everything else is kept as written.
 */
export function withoutScripts(html: string): string {
  const { document } = new JSDOM(html).window;
  for (const script of document.querySelectorAll('script')) {
    if (!DATA_BLOCK_TYPES.has(script.getAttribute('type') ?? '')) script.remove();
  }
  for (const preload of document.querySelectorAll('link[rel="modulepreload"]')) preload.remove();
  // Our pages all start with the HTML5 doctype (standards mode); outerHTML leaves it out.
  return `<!doctype html>${document.documentElement.outerHTML}`;
}

/**
 * A copy of the built site in a temporary folder whose SCRIPTLESS_PAGE has no scripts. Its
 * precompressed twins are deleted so that nothing can serve the page as built.
 */
export async function copySiteWithoutScripts(
  distDir: string,
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-scriptless-'));
  await cp(distDir, dir, { recursive: true });
  const file = join(dir, SCRIPTLESS_PAGE.file);
  await writeFile(file, withoutScripts(await readFile(file, 'utf8')));
  await Promise.all(['.br', '.gz'].map((ext) => rm(file + ext, { force: true })));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
