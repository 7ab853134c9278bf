/** The median of a non-empty list of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Replaces the text between two marker lines of a Markdown file (or appends
 * the marked section), so several benchmark scripts can share one file.
 */
export function replaceSection(document: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from !== -1 && to > from) return document.slice(0, from) + section + document.slice(to + end.length);
  const base = document.trim() === '' ? '# Benchmarks\n' : document.trimEnd() + '\n';
  return `${base}\n${section}\n`;
}
