import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The CSP hash sources of the inline scripts our code writes into the pages, as the build listed
 * them from their sources (scripts/lib/site-inline-scripts.ts) in `dist/.inline-scripts.json`
 * (decision 133). Never read back from the HTML the server sends: a script a content value
 * smuggled into a page would be hashed, and so allowed. A build without the list is refused.
 */
/** Beside the pages, hidden: the static files' plugin never serves a dotfile. */
export const INLINE_SCRIPTS_FILE = '.inline-scripts.json';

export async function readInlineScriptHashes(distDir: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(join(distDir, INLINE_SCRIPTS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(
      `${join(distDir, INLINE_SCRIPTS_FILE)} is missing: build the site with npm run build (scripts/finish-build.ts lists the pages' scripts)`,
      { cause: error },
    );
  }
  const { scripts } = JSON.parse(text) as { scripts: readonly { hash: string }[] };
  const hashes = scripts.map((script) => script.hash);
  if (!hashes.every((hash) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(hash))) {
    throw new Error(`${join(distDir, INLINE_SCRIPTS_FILE)} holds something other than sha256 hash sources`);
  }
  return [...new Set(hashes)].sort();
}
