import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { CONTENT_FILES, type ContentFileId } from '../schema/content-files.ts';
import type { ContentFileSpec } from '../schema/content-file-spec.ts';
import { picturesIn, type PictureSizes } from './pictures.ts';
import { parityProblems } from './parity.ts';
import { publicFileProblems } from './public-files.ts';
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

/**
 * The folder whose `content/` the site is built from: the repository, or the one SITE_CONTENT_DIR
 * names (a test building the site from completed stories, a staging copy), as SITE_SETTINGS_FILE
 * names another settings file. Pictures are always the repository's public/: the build ships those.
 */
export function contentRoot(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return resolve(REPOSITORY_ROOT, env['SITE_CONTENT_DIR'] || '.');
}

/**
 * Reads and checks every content file under `root` against the pictures of `publicDir`; every
 * problem of every file at once.
 */
export function checkContent(
  root: string = REPOSITORY_ROOT,
  files: readonly ContentFileSpec[] = CONTENT_FILES,
  publicDir: string = resolve(root, 'public'),
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
  const pictures = picturesIn(publicDir, files, data);
  problems.push(...pictures.problems, ...publicFileProblems(publicDir));
  if (problems.length > 0) throw new ContentError(problems);
  return { files: data as unknown as RawContent, sizes: pictures.sizes };
}

/** The content the site is built from (see contentRoot), checked. */
export function checkSiteContent(): CheckedContent {
  return checkContent(contentRoot(), CONTENT_FILES, resolve(REPOSITORY_ROOT, 'public'));
}

let cached: CheckedContent | undefined;

/** The content the site is built from, checked on first use. */
export function repositoryContent(): CheckedContent {
  cached ??= checkSiteContent();
  return cached;
}

export { LOCALES };
