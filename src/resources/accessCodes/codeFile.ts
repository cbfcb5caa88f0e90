import { cleanCode } from './bulkCodes';

/** The separators a CSV file may use between cells, in the order they are tried. */
const DELIMITERS = [',', ';', '\t'] as const;

/** The rows of a CSV text, cells unquoted (RFC 4180: `""` inside quotes is one quote). */
export function csvRows(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        cell += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') {
        i += 1;
      }
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += c;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((value) => value.trim() !== ''));
}

const lines = (text: string) => text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '');

/** The separator of a CSV text: the first one its first line (or, failing that, its second) holds. */
function delimiterOf(text: string): string {
  const [first = '', second = ''] = lines(text);
  return (
    DELIMITERS.find((d) => first.includes(d)) ?? DELIMITERS.find((d) => second.includes(d)) ?? ','
  );
}

const isCodeHeader = (cell: string) => cell.trim().toLowerCase() === 'code';

/**
 * The codes a text or CSV file holds. When its first row is a header with a `code` column
 * (any case), only that column is read and the other columns ignored (`code,note` /
 * `AUDIT-H1,first batch` gives `AUDIT-H1`); otherwise the first column is (each line one code,
 * whatever follows its first separator: `UXCB-0001,batch 2` gives `UXCB-0001`). Codes are
 * cleaned as typed ones are (spaces out, upper case).
 */
export function codesFromFile(content: string): string[] {
  const delimiter = delimiterOf(content);
  const rows = csvRows(content, delimiter);
  const column = rows[0]?.findIndex(isCodeHeader) ?? -1;
  const cells =
    column >= 0 ? rows.slice(1).map((row) => row[column] ?? '') : rows.map((row) => row[0] ?? '');
  return cells.map(cleanCode).filter((code) => code !== '');
}
