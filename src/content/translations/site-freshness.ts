import { parse } from 'yaml';
import { CONTENT_FILES } from '../schema/content-files.ts';
import type { ContentFileSpec } from '../schema/content-file-spec.ts';
import { fileHistory } from './file-history.ts';
import { freshness, type FieldState, type Move, type Revision } from './freshness.ts';
import { readLock, type Lock } from './lock-file.ts';

/** Freshness of every bilingual content file under `root`, from its history and the lock. */

export interface FileFreshness {
  readonly spec: ContentFileSpec;
  readonly fields: ReadonlyMap<string, FieldState>;
  readonly stale: readonly FieldState[];
  readonly moves: readonly Move[];
  /** false: no git history at hand (a shallow clone, a copy): only recorded reviews count. */
  readonly complete: boolean;
}

/** A revision that does not parse, or is not two languages, is skipped: the next is read against the last good one. */
function revisionOf(text: string): Revision | undefined {
  try {
    const data: unknown = parse(text);
    if (typeof data !== 'object' || data === null || !('it' in data) || !('en' in data)) return undefined;
    return { it: data.it, en: data.en };
  } catch {
    return undefined;
  }
}

export function siteFreshness(
  root: string,
  files: readonly ContentFileSpec[] = CONTENT_FILES,
  lock: Lock = readLock(root),
): FileFreshness[] {
  return files
    .filter((spec) => spec.bilingual)
    .map((spec) => {
      const history = fileHistory(root, spec.path);
      const revisions = history.texts.flatMap((text) => revisionOf(text) ?? []);
      return { spec, complete: history.complete, ...freshness(spec.schema, revisions, lock[spec.path]) };
    });
}

const quote = (value: unknown) => JSON.stringify(value);

/** The report, one line per stale field and per moved item, then a line saying what to do. */
export function freshnessLines(report: readonly FileFreshness[]): string[] {
  const lines = report.flatMap(({ spec, stale, moves, complete }) => [
    ...(complete ? [] : [`${spec.path}: no git history at hand (a shallow clone?): only reviews in the lock are known`]),
    ...stale.map(
      (field) =>
        `${spec.path}: en.${field.path} is older than it.${field.path} (it: ${quote(field.it)}; en: ${quote(field.en)}; the English was written for: ${quote(field.answers)})`,
    ),
    ...moves.map(
      (move) =>
        `${spec.path}: ${move.path} moved from place ${String(move.from)} to ${String(move.to)} (its translations moved with it)`,
    ),
  ]);
  const staleCount = report.reduce((total, file) => total + file.stale.length, 0);
  lines.push(
    staleCount === 0
      ? 'translations: every English field answers its current Italian'
      : `translations: ${String(staleCount)} English ${staleCount === 1 ? 'field is' : 'fields are'} older than the Italian; once checked, \`npm run translations -- reviewed <file> [path]\` records it`,
  );
  return lines;
}

/** Contract files (the terms) with a stale field: the build refuses them. */
export function staleContracts(report: readonly FileFreshness[]): FileFreshness[] {
  return report.filter((file) => file.spec.contract === true && file.stale.length > 0);
}
