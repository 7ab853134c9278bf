import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { TOP_LEVEL_FOLDERS } from './cited-paths.ts';

/**
 * Paths in prose that a reader of the repository cannot follow, which cited-paths.ts does not see
 * because they do not start at a top-level folder:
 * - a path that climbs out of a folder with `..`: from where? Prose cites from the repository
 *   root. Markdown links are exempt: they are relative by nature, and cited-paths.ts resolves them;
 * - a path outside the repository: a Markdown link that climbs above the root, or an absolute path
 *   into one machine's own folders (under /work, /home, /tmp), which exist on that machine only;
 * - in a code comment, a path of a folder and a file that does not start at a top-level folder:
 *   a neighbour of the commented file (src/config/site-settings.ts names its plugin's module so),
 *   which must exist there. A file that moved leaves such a citation stale, and nothing else would
 *   say so.
 */

/** A Markdown link, text and target: relative by nature (cited-paths.ts resolves it). */
const LINK = /\[[^[\]]*\]\([^)\s]*\)/g;
const CLIMBING = /(?<![\w./@-])\.\.\/[^\s'"`()<>,]*/g;
const MACHINE_PATH = /(?<![\w.:/~-])\/(?:work|home|tmp|root|Users)\/[^\s'"`()<>,]*/g;
const NEIGHBOUR = /(?<![\w./@:~-])[\w-]+(?:\/[\w.-]+)*\/[\w-]+\.(?:ts|tsx|astro|css|mjs|json|md|sql)\b/g;
const MARKDOWN_LINK = /\]\(([^)\s#?]+)(?:[\s#?][^)]*)?\)/g;

const isWebAddress = (target: string): boolean => /^[a-z][\w+.-]*:/i.test(target);
/** Without the sentence's punctuation after it. */
function trimmed(token: string): string {
  let end = token.length;
  while (end > 0 && '.,:;!'.includes(token.charAt(end - 1))) end -= 1;
  return token.slice(0, end);
}

/**
 * The paths of one file's prose (`texts`) that cite from outside: climbing paths, machine paths,
 * and, for a Markdown file, link targets that leave the repository. `file` is relative to the root.
 */
export function outsidePaths(file: string, texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const prose = text.replace(LINK, '…');
    for (const [token] of prose.matchAll(CLIMBING)) found.add(trimmed(token));
    for (const [token] of prose.matchAll(MACHINE_PATH)) found.add(trimmed(token));
    if (!file.endsWith('.md')) continue;
    for (const [, target = ''] of text.matchAll(MARKDOWN_LINK)) {
      if (isWebAddress(target)) continue;
      if (posix.normalize(posix.join(posix.dirname(file), target)).startsWith('../')) found.add(target);
    }
  }
  return [...found];
}

/** A code file's comments' `folder/name.ext` paths that are neither cited from the root nor its neighbours. */
export function strayNeighbours(root: string, file: string, comments: readonly string[]): string[] {
  const found = new Set<string>();
  for (const comment of comments) {
    for (const [token] of comment.replace(LINK, '…').matchAll(NEIGHBOUR)) {
      if (TOP_LEVEL_FOLDERS.some((folder) => token.startsWith(`${folder}/`))) continue;
      if (!existsSync(join(root, posix.dirname(file), token))) found.add(token);
    }
  }
  return [...found];
}
