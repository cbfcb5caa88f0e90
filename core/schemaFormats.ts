import type { FormatDefinition } from 'ajv';
// The file itself: the released server is plain Node, whose ES modules name their extension.
import { fullFormats } from 'ajv-formats/dist/formats.js';

type Formats = typeof fullFormats;

/** One of ajv-formats' checks, as the function it is for the formats narrowed here. */
const checkOf = (name: 'date' | 'date-time') =>
  (fullFormats[name] as FormatDefinition<string> & { validate: (text: string) => boolean })
    .validate;

/**
 * RFC 3339 has a year 0000 and PostgreSQL does not (its year before 1 AD is 1 BC): a day or an
 * instant in it is refused here, as a field error, rather than by the database.
 */
const inYearOneOrLater = (name: 'date' | 'date-time'): FormatDefinition<string> => {
  const check = checkOf(name);
  return {
    ...(fullFormats[name] as FormatDefinition<string>),
    validate: (text: string) => check(text) && !text.startsWith('0000'),
  };
};

/**
 * The string formats every schema is checked against, on the server (server/schemas/registry.ts)
 * and in the browser (the standalone validators `npm run gen` writes import this object): ajv-
 * formats' full formats, with `date` and `date-time` narrowed to what PostgreSQL stores.
 */
export const schemaFormats: Formats = {
  ...fullFormats,
  date: inYearOneOrLater('date'),
  'date-time': inYearOneOrLater('date-time'),
};
