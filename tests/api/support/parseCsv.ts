import { csvRows } from '../../../src/resources/accessCodes/codeFile';

/** An export as rows of cells, read by the portal's own RFC 4180 reader, BOM dropped. */
export function parseCsv(text: string): string[][] {
  return csvRows(text.replace(/^\uFEFF/, ''), ',');
}
