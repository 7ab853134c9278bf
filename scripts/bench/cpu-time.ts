import { readFileSync } from 'node:fs';

/**
 * CPU seconds a process has used (user + system), from /proc on Linux;
 * undefined elsewhere. On a shared machine, CPU time per request says more
 * about the server than wall-clock throughput does.
 */
const TICKS_PER_SECOND = 100;

export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start after ") ".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds (user + system) of this process's finished children and their waited-for
 * descendants: what a stage run with spawnSync has used, read before and after it.
 */
export function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}
