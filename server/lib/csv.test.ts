import { parse, type Options } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLine } from './csv';

/** What a spreadsheet would run: a cell starting with one of these. */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * The writer is judged by a well-kept parser (csv-parse), not by the
 * portal's own reader, splitting on `,` as written and on `;` as Excel does in many locales.
 */
function cellsReadWith(delimiter: string, text: string, quote = true): string[] {
  const options: Options = {
    delimiter,
    quote,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
  };
  return parse(text, options).flat();
}

const hostile = [
  ";=cmd|' /C calc'!A0;",
  ',=cmd|" /C calc"!A0,',
  'a;b,=1+1',
  'x\t=1+1',
  '\t=1+1',
  'say "=1+1"',
  'first line\n=1+1',
  'cr\r+1',
  '=SUM(A1)',
  '@now',
  '-2+3',
  '+27 82 555 0100',
  'plain, with a comma; and a semicolon',
];

describe('csvLine', () => {
  it.each([',', ';'])('gives no cell that starts a formula, read with %j', (delimiter) => {
    const text = hostile.map((cell) => csvLine(['before', cell, 'after'])).join('');
    const cells = cellsReadWith(delimiter, text);
    expect(cells.length).toBeGreaterThanOrEqual(hostile.length);
    expect(cells.filter((cell) => FORMULA.test(cell))).toEqual([]);
  });

  it.each([',', ';'])(
    'gives none either to a reader that takes quotes literally, with %j',
    (delimiter) => {
      const text = hostile.map((cell) => csvLine(['before', cell, 'after'])).join('');
      const cells = cellsReadWith(delimiter, text, false);
      expect(cells.filter((cell) => FORMULA.test(cell))).toEqual([]);
    },
  );

  it('keeps every cell whole for a comma reader, with the formula shown as text', () => {
    const text = hostile.map((cell) => csvLine(['before', cell, 'after'])).join('');
    const rows = parse(text);
    expect(rows).toHaveLength(hostile.length);
    expect(rows.map((row) => row.length)).toEqual(hostile.map(() => 3));
    expect(rows[0]?.[1]).toBe(";'=cmd|' /C calc'!A0;");
    expect(rows[8]?.[1]).toBe("'=SUM(A1)");
    expect(rows[12]?.[1]).toBe('plain, with a comma; and a semicolon');
  });

  it('quotes a cell holding a separator, a quote or a line break, and no other', () => {
    expect(csvLine(['a;b', 'c,d', 'e\tf', 'g"h', 'i\nj', 'plain'])).toBe(
      '"a;b","c,d","e\tf","g""h","i\nj",plain\r\n',
    );
  });
});
