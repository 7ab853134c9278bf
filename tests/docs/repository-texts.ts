import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { commentsOf } from './comments.ts';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The documents: README.md and everything under docs/. */
export const DOCUMENTS: readonly string[] = ['README.md', ...globSync('docs/**/*.md', { cwd: ROOT })].sort();

/** The code whose comments are documentation too. */
export const CODE: readonly string[] = globSync('{src,server,scripts,tests}/**/*.{ts,tsx,astro,css,mjs}', {
  cwd: ROOT,
}).sort();

export function read(file: string): string {
  return readFileSync(`${ROOT}${file}`, 'utf8');
}

/** The prose of a file: a document's whole text, a code file's comments. */
export function proseOf(file: string): string[] {
  const text = read(file);
  return file.endsWith('.md') ? [text] : commentsOf(file, text);
}
