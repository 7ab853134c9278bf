import { existsSync, globSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

/**
 * What counts as a citation of a repository path, so that a check can say each one exists:
 * - a token starting with one of the repository's top-level folders and a slash (`server/app.ts`,
 *   `docs/decisions/`), not preceded by a letter, digit, `.`, `/`, `-` or `@` (so a URL's path or
 *   `node_modules/x/src/y` is not one). It ends at white space, a quote, a backtick, a parenthesis,
 *   `<` or a comma outside braces; sentence punctuation after it, a `:line` suffix, `#anchor` and
 *   `?query` are not part of it;
 * - the target of a relative Markdown link (`[text](../requirements.md)`), from the linking file.
 * A token with `*` or `{a,b}` is a glob, and `…/` stands for any folders (`server/…/send-route.ts`): either
 * must match at least one file. `src/pages/[...slug].astro` is a file name, not a glob.
 */
export const TOP_LEVEL_FOLDERS = [
  'src',
  'server',
  'scripts',
  'tests',
  'docs',
  'public',
  'content',
  '.ci',
] as const;

const PATH_TOKEN = new RegExp(
  String.raw`(?<![\w./@-])(?:${TOP_LEVEL_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})/(?:\{[^\s{}]*\}|[^\s'"\x60()<>,{}])*`,
  'g',
);

/** A Markdown link's target: `](target)` or `](target "title")`. */
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** The repository paths a text cites by their full path from the repository root. */
export function pathTokens(text: string): string[] {
  return [...text.matchAll(PATH_TOKEN)].map((match) => tidy(match[0]));
}

/**
 * The link targets of a Markdown text as written, web addresses and mail left out: relative paths,
 * with their `#anchor` if any, and the text's own anchors (`#status`).
 */
export function markdownLinkTargets(text: string): string[] {
  return [...text.matchAll(MARKDOWN_LINK)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][\w+.-]*:/i.test(target));
}

/** The relative Markdown link targets of a Markdown text (web addresses and anchors left out). */
export function markdownLinks(text: string): string[] {
  return markdownLinkTargets(text)
    .filter((target) => !target.startsWith('#'))
    .map(tidy);
}

/** Sentence punctuation that may follow a path. */
const PUNCTUATION = '.,:;!';

function withoutTrailing(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

function tidy(token: string): string {
  const query = token.search(/[#?]/);
  let path = withoutTrailing(query === -1 ? token : token.slice(0, query), PUNCTUATION);
  path = withoutTrailing(path.replace(/:\d+(?:[-–]\d+)?$/, ''), PUNCTUATION);
  // A closing bracket ends the token unless the name opened one (`[...slug].astro`).
  if (path.endsWith(']') && !path.includes('[')) path = withoutTrailing(path.slice(0, -1), PUNCTUATION);
  return path;
}

/** Whether a cited path (or glob) names something in the repository at `root`. */
export function pathExists(root: string, path: string): boolean {
  if (/[*{…]/.test(path)) {
    const pattern = path.replaceAll('…/', '**/').replaceAll('…', '*');
    return globSync(pattern.endsWith('/') ? pattern.slice(0, -1) : pattern, { cwd: root }).length > 0;
  }
  return existsSync(join(root, path));
}

/**
 * The cited paths of one file that do not exist. `file` is relative to `root` (posix separators);
 * `texts` are the parts of it that are prose: the whole of a Markdown file, a code file's comments.
 */
export function missingCitations(root: string, file: string, texts: readonly string[]): string[] {
  const missing = new Set<string>();
  for (const text of texts) {
    for (const path of pathTokens(text)) if (!pathExists(root, path)) missing.add(path);
    if (!file.endsWith('.md')) continue;
    for (const link of markdownLinks(text)) {
      const path = posix.normalize(posix.join(posix.dirname(file), decodeURI(link)));
      if (!pathExists(root, path)) missing.add(link);
    }
  }
  return [...missing];
}

/** `root` relative to a file URL's folder: the repository root from a test's `import.meta.url`. */
export function rootFrom(url: string, up: string): string {
  return join(dirname(new URL(url).pathname), up);
}
