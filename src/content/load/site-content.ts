import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { CONTENT_FILES, type ContentFileId } from '../schema/content-files.ts';
import type { ContentFileSpec } from '../schema/content-file-spec.ts';
import { picturesIn, type PictureSizes } from './pictures.ts';
import { parityProblems } from './parity.ts';
import { readContentFile } from './read-content-file.ts';

/**
 * Every content file read, checked and held once per process (decision 107): the build, the
 * content collection, the scripts and the tests all read the copy through here, so they agree.
 */

// From the string, not a URL object: jsdom test environments replace the global URL.
export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Thrown with one line per problem; scripts print the lines and nothing else. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`the site's content has ${String(problems.length)} problem(s):\n${problems.join('\n')}`);
    this.problems = problems;
  }
}

export type RawContent = Readonly<Record<ContentFileId, Readonly<Record<Locale, unknown>>>>;

export interface CheckedContent {
  readonly files: RawContent;
  readonly sizes: PictureSizes;
}

/** Reads and checks every content file under `root`; every problem of every file at once. */
export function checkContent(
  root: string = REPOSITORY_ROOT,
  files: readonly ContentFileSpec[] = CONTENT_FILES,
): CheckedContent {
  const problems: string[] = [];
  const data: Record<string, Record<Locale, unknown>> = {};
  for (const spec of files) {
    const result = readContentFile(root, spec);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const languages = result.data as Record<Locale, unknown>;
    data[spec.id] = languages;
    problems.push(...parityProblems(spec.schema, languages).map((line) => `${spec.path}: ${line}`));
  }
  const pictures = picturesIn(resolve(root, 'public'), files, data);
  problems.push(...pictures.problems);
  if (problems.length > 0) throw new ContentError(problems);
  return { files: data as unknown as RawContent, sizes: pictures.sizes };
}

let cached: CheckedContent | undefined;

/** The repository's content, checked on first use. */
export function repositoryContent(): CheckedContent {
  cached ??= checkContent();
  return cached;
}

export { LOCALES };
