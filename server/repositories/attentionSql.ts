import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import {
  ATTENTION_CODES,
  DISENGAGED_ACTIVE_WINDOW_DAYS,
  DISENGAGED_AFTER_DAYS,
  OVERDUE_QUESTIONNAIRE_DAYS,
  type AttentionCode,
} from '../../src/core/attention';

/*
 * The attention flags as SQL over a charge `c` (issue 14). Three rest on facts kept at write
 * time (`flag_*` columns, repositories/attentionFacts.ts); the two that pass with time are read
 * against now() from `c.latest_session` and `c.phq8_latest_at`, with the constants of
 * src/core/attention.ts as bound values.
 */

function daysAgo(days: number): RawBuilder<Date> {
  return sql<Date>`now() - ${days}::integer * interval '1 day'`;
}

/** Whether flag `code` is raised for charge `c`, whoever asks. */
export function flagRaised(code: AttentionCode): RawBuilder<SqlBool> {
  switch (code) {
    case 'severe_score':
      return sql<SqlBool>`c.flag_severe_score`;
    case 'reliable_deterioration':
      return sql<SqlBool>`c.flag_reliable_deterioration`;
    case 'low_mood':
      return sql<SqlBool>`c.flag_low_mood`;
    // No session for 14 days, and the latest one within the 30 days before those 14.
    case 'disengaged':
      return sql<SqlBool>`(c.latest_session <= ${daysAgo(DISENGAGED_AFTER_DAYS)}
        AND c.latest_session > ${daysAgo(DISENGAGED_AFTER_DAYS + DISENGAGED_ACTIVE_WINDOW_DAYS)})`;
    // A charge that never answered one counts from the day it joined.
    case 'overdue_questionnaire':
      return sql<SqlBool>`coalesce(c.phq8_latest_at, c.created_on) <= ${daysAgo(OVERDUE_QUESTIONNAIRE_DAYS)}`;
  }
}

/** The raised flags' codes, in the portal's order (an empty array when none). */
export function raisedCodes(): RawBuilder<AttentionCode[]> {
  const each = ATTENTION_CODES.map(
    (code) => sql`CASE WHEN ${flagRaised(code)} THEN ${code}::text END`,
  );
  return sql<AttentionCode[]>`array_remove(ARRAY[${sql.join(each)}]::text[], NULL)`;
}

/**
 * Journey data for the caller only under their own Given consent (`me`, the caller's link, as
 * repositories/charges.ts joins it): every expression below is null or false otherwise, so no
 * filter, sort or count can tell a flag exists.
 */
const CONSENT_GIVEN = sql<SqlBool>`me.consent_status = 'GV'`;

function underConsent<T>(expression: Expression<T>): RawBuilder<T | null> {
  return sql<T | null>`CASE WHEN ${CONSENT_GIVEN} THEN ${expression} END`;
}

export const consentedAttention = (): RawBuilder<AttentionCode[] | null> =>
  underConsent(raisedCodes());

/** How many flags are raised, for the sort by number of flags. */
export const consentedAttentionCount = (): RawBuilder<number | null> =>
  underConsent(
    sql<number>`(${sql.join(
      ATTENTION_CODES.map((code) => sql`CASE WHEN ${flagRaised(code)} THEN 1 ELSE 0 END`),
      sql` + `,
    )})`,
  );

export const consentedFlag = (code: AttentionCode): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${CONSENT_GIVEN} AND ${flagRaised(code)})`;

/** Any flag raised, under consent: the "needs attention" count. */
export const consentedAnyFlag = (): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${CONSENT_GIVEN} AND (${sql.join(ATTENTION_CODES.map(flagRaised), sql` OR `)}))`;

export const consentedPhq8Latest = (): RawBuilder<number | null> =>
  underConsent(sql.ref<number | null>('c.phq8_latest'));

export const consentedPhq8LatestAt = (): RawBuilder<Date | null> =>
  underConsent(sql.ref<Date | null>('c.phq8_latest_at'));

/** The latest PHQ-8 within [from, to] (a severity band), under consent. */
export const consentedPhq8Between = (from: number, to: number | null): RawBuilder<SqlBool> =>
  to === null
    ? sql<SqlBool>`(${CONSENT_GIVEN} AND c.phq8_latest >= ${from})`
    : sql<SqlBool>`(${CONSENT_GIVEN} AND c.phq8_latest BETWEEN ${from} AND ${to})`;
