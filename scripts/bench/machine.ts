import { cpus, loadavg, totalmem } from 'node:os';

/** The 1-minute load average now: read before and after a benchmark, it says how much to trust it. */
export function loadNow(): number {
  return loadavg()[0] ?? 0;
}

/** "2 cores (model), 24 GiB RAM, load average … before, … after, Node …, Chrome/…" for a report's machine line. */
export function describeMachine(loadBefore: number, browserVersion: string): string {
  const cpu = cpus();
  const load = `load average ${loadBefore.toFixed(1)} before, ${loadNow().toFixed(1)} after`;
  return `${String(cpu.length)} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${String(Math.round(totalmem() / 2 ** 30))} GiB RAM, ${load}, Node ${process.version}, ${browserVersion}`;
}
