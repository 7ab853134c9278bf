import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

/** The 1-minute load average now: read before and after a benchmark, it says how much to trust it. */
export function loadNow(): number {
  return loadavg()[0] ?? 0;
}

/** "2 cores (model), 24 GiB RAM, load average … before, … after, Node …, Chrome/…" for a report's machine line. */
export function describeMachine(loadBefore: number, browserVersion?: string): string {
  const cpu = cpus();
  const load = `load average ${loadBefore.toFixed(1)} before, ${loadNow().toFixed(1)} after`;
  return `${String(cpu.length)} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${String(Math.round(totalmem() / 2 ** 30))} GiB RAM, ${load}, Node ${process.version}${browserVersion ? `, ${browserVersion}` : ''}`;
}

/** The commit measured (short hash, "+ changes" when the work tree differs from it), for a report's heading. */
export function measuredCommit(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    // The report itself does not count: benchmarks run one after another write into it.
    const dirty =
      git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!docs/benchmarks.md') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** The file system holding `path` ("ext4"), as findmnt names it: says whether an fsync reaches a disk. */
export function fileSystemOf(path: string): string {
  try {
    return execFileSync('findmnt', ['-n', '-o', 'FSTYPE', '-T', path], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown file system';
  }
}
