import type { CheckedContent } from './site-content.ts';
import { repositoryContent } from './site-content.ts';

/** One entry of the `content` collection: a file's languages and the sizes of the pictures. */
export interface ContentEntry {
  readonly id: string;
  readonly languages: Readonly<Record<string, unknown>>;
  readonly pictures: Readonly<Record<string, { width: number; height: number }>>;
}

/** The checked content as collection entries (throws the marketer's lines when a file is wrong). */
export function contentEntries(checked: CheckedContent = repositoryContent()): ContentEntry[] {
  const pictures = Object.fromEntries(checked.sizes);
  return Object.entries(checked.files).map(([id, languages]) => ({ id, languages, pictures }));
}

/** The collection's entries back into the checked content the pages assemble. */
export function fromEntries(entries: readonly ContentEntry[]): CheckedContent {
  const files = Object.fromEntries(entries.map((entry) => [entry.id, entry.languages]));
  const sizes = new Map(entries.flatMap((entry) => Object.entries(entry.pictures)));
  return { files: files as CheckedContent['files'], sizes };
}
