import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * A timestamp as `Date#toISOString` writes it (UTC, milliseconds, `Z`), formatted by the
 * database so the journey's rows never become JavaScript dates. `MS` truncates as JavaScript does.
 */
export function isoTimestamp(column: Expression<unknown>): RawBuilder<string | null> {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The instant the local calendar day `days` before today began in `timeZone`. */
export function localDayStart(timeZone: string, days: number): RawBuilder<Date> {
  return sql`(((now() AT TIME ZONE ${timeZone})::date - ${days}::int)::timestamp AT TIME ZONE ${timeZone})`;
}
