import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { replaceSection } from '../lib/median.ts';

const BENCHMARKS_DOC = 'docs/benchmarks.md';

/**
 * Replaces the `<!-- name:start -->` … `<!-- name:end -->` section of docs/benchmarks.md with `body`,
 * formatted as `prettier --check` expects, so the file stays committable as written.
 */
export async function writeBenchmarkSection(name: string, body: string): Promise<void> {
  const previous = await readFile(BENCHMARKS_DOC, 'utf8').catch(() => '');
  const options = { ...(await resolveConfig(BENCHMARKS_DOC)), filepath: BENCHMARKS_DOC };
  await writeFile(BENCHMARKS_DOC, await format(replaceSection(previous, name, body), options));
  console.log(`wrote ${BENCHMARKS_DOC}`);
}
