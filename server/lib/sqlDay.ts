import { sql } from 'kysely';

/** A `date` column as its `YYYY-MM-DD` text (the drivers read a date as a Date at midnight UTC). */
export const dayText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The same for a date column that may be null. */
export const maybeDayText = (column: string) =>
  sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
