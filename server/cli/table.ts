import { terminalSafe } from './terminal-safe.ts';

/** A plain-text table: a header row, a rule, aligned columns; cells cut to `maxWidth`. */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  maxWidth = 40,
): string {
  const cut = (text: string) => (text.length > maxWidth ? `${text.slice(0, maxWidth - 1)}…` : text);
  const cells = [headers, ...rows].map((row) =>
    row.map((cell) => cut(terminalSafe(cell.replace(/\s+/g, ' ')))),
  );
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const [head = [], ...body] = cells;
  return [line(head), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}
