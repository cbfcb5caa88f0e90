/** The bulk access-code entry of spec section 5, as pure functions. */

export type Separator = 'comma' | 'newline';

const SPLITTERS: Record<Separator, RegExp> = { comma: /,/, newline: /\r?\n/ };
const JOINERS: Record<Separator, string> = { comma: ', ', newline: '\n' };

/** One typed code: spaces inside removed, upper-cased. */
export const cleanCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** The codes of the text, split by the chosen separator; empty items dropped. */
export function parseCodes(text: string, separator: Separator): string[] {
  return text
    .split(SPLITTERS[separator])
    .map(cleanCode)
    .filter((code) => code !== '');
}

export function joinCodes(codes: string[], separator: Separator): string {
  return codes.join(JOINERS[separator]);
}

/** A text or CSV file's codes: commas, semicolons, tabs and line breaks all separate. */
export function codesFromFile(content: string): string[] {
  return content
    .split(/[,;\t\r\n]+/)
    .map((item) => cleanCode(item.replace(/"/g, '')))
    .filter((code) => code !== '');
}

export interface BulkFailure {
  code: string;
  message: string;
}

export interface BulkOutcome {
  added: number;
  failures: BulkFailure[];
}

/**
 * What a bulk-create answer means per code. The server's 400 carries a list aligned with the
 * submitted codes: `{}` for a created code, field errors for a refused one.
 */
export function bulkOutcome(codes: string[], data: unknown): BulkOutcome | null {
  if (!Array.isArray(data) || data.length !== codes.length) {
    return null;
  }
  const failures: BulkFailure[] = [];
  data.forEach((errors: unknown, index) => {
    const messages: unknown[] =
      typeof errors === 'object' && errors !== null ? Object.values(errors).flat() : [];
    const first = messages.find((message) => typeof message === 'string');
    if (typeof first === 'string') {
      failures.push({ code: codes[index] ?? '', message: first });
    }
  });
  return { added: codes.length - failures.length, failures };
}
