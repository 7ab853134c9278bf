import { readFileSync } from 'node:fs';

/**
 * CPU seconds a process has used (user + system), from /proc on Linux;
 * undefined elsewhere. On a shared machine, CPU time per request says more
 * about the server than wall-clock throughput does.
 */
const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command name (which may contain spaces), from the state on. */
function statFields(pid: number | 'self'): string[] {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = statFields(pid);
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
  const fields = statFields('self');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/**
 * CPU seconds the whole machine has spent busy (user, nice, system, interrupts, steal: every
 * column of /proc/stat's first line but idle and I/O wait), all cores together. A browser's
 * renderer processes are reaped by its zygote or by init, never by the process that started the
 * browser, so only this reading sees them (decision 117).
 */
export function machineBusySeconds(stat = readFileSync('/proc/stat', 'utf8')): number {
  const [label, ...columns] = (stat.split('\n')[0] ?? '').trim().split(/\s+/);
  if (label !== 'cpu') throw new Error('/proc/stat does not start with the cpu line');
  const [user, nice, system, , , irq, softirq, steal] = columns.map(Number);
  return (
    [user, nice, system, irq, softirq, steal].reduce<number>((sum, ticks) => sum + (ticks ?? 0), 0) /
    TICKS_PER_SECOND
  );
}
