import type { DeliveryError } from '../outbox/lead.ts';
import type { CommandContext } from './commands.ts';
import { isoTime } from './lead-view.ts';
import { formStatusLines } from './form-status.ts';
import { terminalSafe } from './terminal-safe.ts';

/** "3d 4h", "2h 5m", "40s": an age an operator reads at a glance. */
export function formatAge(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [d, h, m] = [
    Math.floor(seconds / 86_400),
    Math.floor(seconds / 3600) % 24,
    Math.floor(seconds / 60) % 60,
  ];
  if (d > 0) return `${String(d)}d ${String(h)}h`;
  if (h > 0) return `${String(h)}h ${String(m)}m`;
  if (m > 0) return `${String(m)}m ${String(seconds % 60)}s`;
  return `${String(seconds)}s`;
}

/** "812 B", "4.0 KiB", "12.5 MiB": a size an operator reads at a glance. */
export function formatBytes(bytes: number): string {
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  if (bytes < 1024) return `${String(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit] ?? 'TiB'}`;
}

function describeError(error: DeliveryError): string {
  const details = (error.errors ?? []).map((item) => item.errorType ?? item.message).join(', ');
  return terminalSafe(
    [isoTime(error.at), error.status === undefined ? '' : String(error.status), error.message, details]
      .filter(Boolean)
      .join(' '),
  );
}

/**
 * `leads -- status`: how delivery stands, from the store alone (no running server needed):
 * the backlog and its oldest lead, dead letters, and what the delivery worker last recorded
 * (circuit, configuration fault, last error; decision 088), and what in the forms' definitions
 * stops leads (form-status.ts; decision 098).
 */
export async function status(context: CommandContext): Promise<void> {
  const { store, now, out } = context;
  const counts = await store.counts();
  const [oldest] = await store.list({ state: 'pending', limit: 1 });
  const recorded = await store.deliveryStatus();
  out(
    `backlog: ${String(counts.pending)} pending${
      oldest ? `, oldest ${formatAge(now - oldest.createdAt)} old (${isoTime(oldest.createdAt)})` : ''
    }`,
  );
  out(`dead letters: ${String(counts.dead)}`);
  out(`held: ${String(counts.held)}  local: ${String(counts.local)}  delivered: ${String(counts.delivered)}`);
  const size = await store.tableSize();
  out(`leads table: ${String(size.rows)} rows, ${formatBytes(size.bytes)}`);
  const fault = recorded.fault;
  out(
    fault
      ? `delivery: paused since ${isoTime(fault.since)}: ${fault.hint} (${describeError(fault.error)})`
      : `delivery: ${recorded.updatedAt === null ? 'no attempt recorded yet' : 'running'}`,
  );
  out(
    `circuit: ${recorded.circuit ?? 'unknown'}${
      recorded.updatedAt === null ? '' : ` (as of ${isoTime(recorded.updatedAt)})`
    }`,
  );
  out(`last error: ${recorded.lastError ? describeError(recorded.lastError) : 'none'}`);
  if (context.forms) for (const line of formStatusLines(await context.forms())) out(terminalSafe(line));
}
