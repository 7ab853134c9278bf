import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Reviews } from './freshness.ts';

/**
 * content/translations.lock.json (decision 154): the reviews recorded by hand, per content file,
 * English field path → hash of the Italian value it was checked against. Keyed by the field's
 * path, not by line, so the editor rewriting a YAML file in its own style leaves it true.
 */

export const LOCK_PATH = 'content/translations.lock.json';

const ABOUT =
  'Reviews of English fields recorded with `npm run translations -- reviewed <file> [path]`: ' +
  'for each field, a hash of the Italian it was checked against (decision 154). Written by the script.';

export type Lock = Readonly<Record<string, Reviews>>;

export function readLock(root: string): Lock {
  const file = resolve(root, LOCK_PATH);
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { reviewed?: Lock };
  return parsed.reviewed ?? {};
}

export function writeLock(root: string, lock: Lock): void {
  const sorted = Object.fromEntries(
    Object.keys(lock)
      .sort()
      .flatMap((path) => {
        const reviews = lock[path] ?? {};
        const keys = Object.keys(reviews).sort();
        return keys.length === 0 ? [] : [[path, Object.fromEntries(keys.map((key) => [key, reviews[key]]))]];
      }),
  );
  writeFileSync(resolve(root, LOCK_PATH), `${JSON.stringify({ about: ABOUT, reviewed: sorted }, null, 2)}\n`);
}
