import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * A content file's texts in the order the site took them (decision 154): each commit of the
 * current branch's first-parent line that changed it, oldest first, so a merged pull request is
 * one change, then the file on disk when it differs from the last commit. Undefined when the
 * folder is not a git checkout or its history is cut short (a shallow clone): freshness then
 * knows only the reviews the lock records.
 */
export interface FileHistory {
  readonly texts: readonly string[];
  /** false: no history at hand, only the file on disk. */
  readonly complete: boolean;
}

function git(root: string, args: readonly string[]): string {
  return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

export function fileHistory(root: string, path: string): FileHistory {
  const onDisk = readFileSync(resolve(root, path), 'utf8');
  let commits: string[];
  let prefix: string;
  try {
    if (git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true') {
      return { texts: [onDisk], complete: false };
    }
    prefix = git(root, ['rev-parse', '--show-prefix']).trim();
    commits = git(root, ['log', '--first-parent', '--reverse', '--format=%H', '--', path])
      .split('\n')
      .filter(Boolean);
  } catch {
    return { texts: [onDisk], complete: false };
  }
  const texts = commits.length === 0 ? [] : blobs(root, commits.map((commit) => `${commit}:${prefix}${path}`));
  if (texts.at(-1) !== onDisk) texts.push(onDisk);
  return { texts, complete: true };
}

/** Many objects through one `git cat-file --batch`: `<oid> blob <size>\n<bytes>\n` each. */
function blobs(root: string, objects: readonly string[]): string[] {
  const output = execFileSync('git', ['-C', root, 'cat-file', '--batch'], {
    input: `${objects.join('\n')}\n`,
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const texts: string[] = [];
  let at = 0;
  while (at < output.length) {
    const end = output.indexOf(0x0a, at);
    const header = output.subarray(at, end).toString('utf8').split(' ');
    at = end + 1;
    // A commit where the file was deleted answers "<name> missing": no text at that point.
    if (header[1] !== 'blob') continue;
    const size = Number(header[2]);
    texts.push(output.subarray(at, at + size).toString('utf8'));
    at += size + 1;
  }
  return texts;
}
