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

/**
 * Each code once, in the order first given, and the codes given more than once: a submission
 * never holds two copies of a code (the second would be refused and stay behind in the box).
 */
export function distinctCodes(codes: string[]): { codes: string[]; duplicates: string[] } {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) {
      duplicates.add(code);
    }
    seen.add(code);
  }
  return { codes: [...seen], duplicates: [...duplicates] };
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
