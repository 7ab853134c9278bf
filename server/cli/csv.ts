import { stringify } from 'csv-stringify/sync';
import { terminalSafe } from './terminal-safe.ts';

/** The separators the export writes: `,` (RFC 4180) or `;` (what Excel in an Italian locale reads). */
export const CSV_DELIMITERS = [',', ';'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * A character a spreadsheet takes as the start of a formula (=, +, -, @, tab, carriage return)
 * at the start of the text or right after a separator (either one: the file may be opened in
 * the other locale) or a quote, where a spreadsheet that splits the cell would start a new one.
 */
const FORMULA_START = /(^|[,;"])([=+\-@\t\r])/g;

/**
 * Lead data is typed by strangers: each such character gets an apostrophe before it, as OWASP's
 * "CSV Injection" advises, so the spreadsheet shows it as text. The export often goes straight
 * to a terminal: line breaks and tabs stay, other controls show.
 */
function defused(raw: string): string {
  return terminalSafe(raw, '\t\r\n').replace(FORMULA_START, "$1'$2");
}

/**
 * RFC 4180 CSV from csv-stringify, every cell quoted (decision 144): a quoted cell is one cell
 * whatever the reader's separator, and the defusing above covers a reader that splits it anyway.
 */
export function toCsv(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  options: { readonly delimiter?: CsvDelimiter } = {},
): string {
  return stringify(
    [headers, ...rows].map((row) => row.map(defused)),
    { delimiter: options.delimiter ?? ',', quoted: true, quoted_empty: true, record_delimiter: 'windows' },
  );
}
