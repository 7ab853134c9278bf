import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as z from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { CONTENT_FILES } from '../schema/content-files.ts';
import { picturesIn, type PictureSizes } from './pictures.ts';
import { parityProblems } from './parity.ts';
import { publicFileProblems } from './public-files.ts';
import { readContentFile } from './read-content-file.ts';

/**
 * Every content file read, checked and held once per process (decision 107): the pages, the
 * terms' modules, the scripts and the tests all read the copy through here, so they agree
 * (decision 147).
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

type ContentFile = (typeof CONTENT_FILES)[number];

/** Each content file by its id, each language typed by the file's own schema. */
export type ContentFiles = {
  readonly [File in ContentFile as File['id']]: Readonly<Record<Locale, z.output<File['schema']>>>;
};

export interface CheckedContent {
  readonly files: ContentFiles;
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
  files: typeof CONTENT_FILES = CONTENT_FILES,
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
  // The one place the files meet their types: each language has just passed its file's schema
  // (readContentFile), and every file of CONTENT_FILES was read, or a problem was thrown above.
  return { files: data as ContentFiles, sizes: pictures.sizes };
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
