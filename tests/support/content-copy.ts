import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { ContentError, REPOSITORY_ROOT, checkContent } from '../../src/content/load/site-content.ts';

export type YamlDocument = ReturnType<typeof parseDocument>;

/**
 * A copy of the repository's content files (its pictures linked, not copied) for the tests that
 * break one thing and pin the exact lines a marketer reads (decision 107).
 */
export interface ContentCopy {
  readonly root: string;
  /** Edits one file of the copy as a YAML document, comments and order kept. */
  edit(path: string, change: (document: YamlDocument) => void): void;
  /** The lines the build would print for the copy; none when it is fine. */
  problems(): readonly string[];
  remove(): void;
}

export function contentCopy(): ContentCopy {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(REPOSITORY_ROOT, 'content'), join(root, 'content'), { recursive: true });
  symlinkSync(join(REPOSITORY_ROOT, 'public'), join(root, 'public'));
  return {
    root,
    edit(path, change) {
      const file = join(root, path);
      const document = parseDocument(readFileSync(file, 'utf8'));
      change(document);
      writeFileSync(file, document.toString());
    },
    problems() {
      try {
        checkContent(root);
      } catch (error) {
        if (error instanceof ContentError) return error.problems;
        throw error;
      }
      return [];
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
