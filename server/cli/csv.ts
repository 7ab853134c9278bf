import { terminalSafe } from './terminal-safe.ts';

/**
 * RFC 4180 CSV. Cells that a spreadsheet would run as a formula (=, +, -, @
 * at the start) get a leading apostrophe: lead data is typed by strangers.
 */
function cell(raw: string): string {
  // The export often goes straight to a terminal: line breaks and tabs stay, other controls show.
  const value = terminalSafe(raw, '\t\r\n');
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [headers, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
