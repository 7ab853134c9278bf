import { posix } from 'node:path';
import { markdownLinkTargets } from './cited-paths.ts';

/**
 * Links to a part of a Markdown document (`operating.md#going-live`, `#status`) must name a heading
 * the document has: a renamed section leaves such a link landing at the top of the page, and
 * nothing else would say so. A heading's anchor is the one GitHub gives it: the heading's text in
 * lower case, its punctuation dropped (letters, digits, `_`, `-` and spaces kept), each space a
 * hyphen, `-1`, `-2` … added to a repeated one. Headings inside fenced code blocks are not
 * headings. cited-paths.ts checks that the linked file exists.
 */

/** A line opening or closing a fenced code block: its marker (three or more ` or ~). */
function fenceOf(line: string): string | undefined {
  const trimmed = line.trimStart();
  const char = trimmed.charAt(0);
  if ((char !== '`' && char !== '~') || line.length - trimmed.length > 3) return undefined;
  let length = 0;
  while (trimmed.charAt(length) === char) length += 1;
  return length >= 3 ? char.repeat(length) : undefined;
}

/** A heading line's text, without its `#` marks (a closing run too: `## Status ##`). */
function headingOf(line: string): string | undefined {
  let level = 0;
  while (line.charAt(level) === '#') level += 1;
  if (level === 0 || level > 6 || !/^[ \t]/.test(line.slice(level))) return undefined;
  const text = line.slice(level).trim();
  let end = text.length;
  while (end > 0 && text.charAt(end - 1) === '#') end -= 1;
  return end === 0 || /[ \t]$/.test(text.slice(0, end)) ? text.slice(0, end).trim() : text;
}

/** A heading's words as it reads: a link's target left out (`[text](x.md)` reads "text"). */
function withoutLinkTargets(text: string): string {
  let result = text;
  for (let open = result.indexOf(']('); open !== -1; open = result.indexOf('](')) {
    const close = result.indexOf(')', open);
    if (close === -1) break;
    result = result.slice(0, open) + result.slice(close + 1);
  }
  return result;
}

/** GitHub's anchor for one heading's text, before repeats are numbered. */
export function slug(text: string): string {
  return withoutLinkTargets(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replaceAll(' ', '-');
}

/** The anchors a Markdown document's headings have. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = fenceOf(line);
    if (fence !== undefined) {
      if (marker !== undefined && marker.startsWith(fence) && line.trim() === marker) fence = undefined;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      continue;
    }
    const text = headingOf(line);
    if (text === undefined) continue;
    const base = slug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${String(count)}`);
  }
  return anchors;
}

/**
 * The links of one Markdown file (`file`, relative to the root) whose anchor its target does not
 * have. `read` gives a Markdown file's text by its path from the root; a link to a file that is not
 * Markdown, or to none (cited-paths.ts reports that), is not checked here.
 */
export function brokenAnchors(
  file: string,
  text: string,
  read: (path: string) => string | undefined,
): string[] {
  const broken: string[] = [];
  for (const target of markdownLinkTargets(text)) {
    const hash = target.indexOf('#');
    if (hash === -1) continue;
    const path = target.slice(0, hash);
    const anchor = decodeURIComponent(target.slice(hash + 1));
    const linked = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), decodeURI(path)));
    if (!linked.endsWith('.md')) continue;
    const markdown = path === '' ? text : read(linked);
    if (markdown !== undefined && !headingAnchors(markdown).has(anchor)) broken.push(target);
  }
  return broken;
}
