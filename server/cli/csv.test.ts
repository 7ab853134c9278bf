import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * How a spreadsheet reads the file with its locale's separator: a comma (English Excel) or a
 * semicolon (Italian Excel). Quotes are honoured where a cell opens with one, and tolerated
 * elsewhere, as Excel does rather than refusing the file.
 */
function cellsAsRead(csv: string, delimiter: ',' | ';'): string[] {
  const rows = parse(csv, {
    delimiter,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
  });
  return rows.flat();
}

const HOSTILE = [
  'Rossi;=HYPERLINK("x")',
  'Rossi,=HYPERLINK("x")',
  '=1+1',
  '+39 02 1234',
  '-2+3',
  '@SUM(A1)',
  '\t=1',
  '\r=1',
  'a"=1',
  'Rossi; +1',
];

describe('CSV export', () => {
  it.each([',', ';'] as const)(
    'written with %j, read with either separator, has no cell starting with a formula character',
    (delimiter) => {
      // The value in a later column, as in the export (the lead id comes first).
      const rows = HOSTILE.map((value, index) => [`lead-${String(index)}`, value]);
      const csv = toCsv(['id', 'lastname'], rows, { delimiter });
      for (const reader of [',', ';'] as const) {
        const cells = cellsAsRead(csv, reader);
        expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
      }
    },
  );

  it.each([',', ';'] as const)(
    'quotes every cell and reads back with %j what was written, defused',
    (delimiter) => {
      const csv = toCsv(
        ['name', 'note'],
        [
          ['Rossi;=HYPERLINK("x")', 'riga 1\nriga 2'],
          ['Mario', ''],
        ],
        { delimiter },
      );
      expect(csv.split('\r\n')[0]).toBe(`"name"${delimiter}"note"`);
      expect(parse(csv, { delimiter })).toEqual([
        ['name', 'note'],
        [`Rossi;'=HYPERLINK("x")`, 'riga 1\nriga 2'],
        ['Mario', ''],
      ]);
    },
  );

  it('leaves ordinary text alone, Italian accents and all', () => {
    const csv = toCsv(['company'], [['Società Benefit Srl – 3-4 dipendenti']]);
    expect(parse(csv)).toEqual([['company'], ['Società Benefit Srl – 3-4 dipendenti']]);
  });
});
