import { sql, type RawBuilder } from 'kysely';
import { EPISODE_BASELINE_LOOKBACK_DAYS } from '../../core/reliableChangeSettings';

/*
 * Which episode of care an answer belongs to, and each episode's baseline: the rule the attention
 * facts (attentionFacts.ts) and the journey's reliable change (journey/scores.ts) share. Days are
 * the portal's calendar days (`timeZone`), as episodes open and close on them.
 */

/** The calendar day of an instant, in `timeZone`. */
export function localDay(at: RawBuilder<Date>, timeZone: string): RawBuilder<string> {
  return sql<string>`(${at} AT TIME ZONE ${timeZone})::date`;
}

/**
 * The id of the episode of charge `chargeId` that holds `day` (from its opening day to its
 * discharge day, both included), null when none does. Should two share a day (a client
 * discharged and taken on again on one day), the later one holds it.
 */
export function episodeOfDay(
  chargeId: RawBuilder<number> | number,
  day: RawBuilder<string>,
): RawBuilder<number | null> {
  return sql<number | null>`(SELECT e.id FROM episodes e
    WHERE e.charge_id = ${chargeId} AND e.opened_on <= ${day}
      AND (e.closed_on IS NULL OR ${day} <= e.closed_on)
    ORDER BY e.opened_on DESC, e.id DESC LIMIT 1)`;
}

/**
 * The baseline answer of episode `episodeId` on scale `kind`, as a one-row relation
 * (`id`, `total`, `posted_at`), or no row: the last answer of the `EPISODE_BASELINE_LOOKBACK_DAYS`
 * days before the episode opened that no other episode holds (an assessment before taking the
 * client on), else the episode's first answer.
 */
export function episodeBaseline(
  episodeId: RawBuilder<number | null>,
  kind: RawBuilder<string>,
  timeZone: string,
): RawBuilder<{ id: number; total: number; posted_at: Date }> {
  // Aliases of their own: `episodeId` is the caller's expression, often of its own `e`.
  const day = localDay(sql`a.posted_at`, timeZone);
  return sql`(SELECT b.id, b.total, b.posted_at FROM (
      SELECT 0 AS pick, a.id, coalesce(a.total_score, 0) AS total, a.posted_at
      FROM episodes held JOIN questionnaires a ON a.charge_id = held.charge_id
      WHERE held.id = ${episodeId} AND a.kind = ${kind}
        AND ${day} < held.opened_on
        AND ${day} >= held.opened_on - ${EPISODE_BASELINE_LOOKBACK_DAYS}::integer
        AND NOT EXISTS (SELECT 1 FROM episodes other
          WHERE other.charge_id = held.charge_id AND other.id <> held.id
            AND other.opened_on <= ${day}
            AND (other.closed_on IS NULL OR ${day} <= other.closed_on))
      UNION ALL
      SELECT 1, a.id, coalesce(a.total_score, 0), a.posted_at
      FROM episodes held JOIN questionnaires a ON a.charge_id = held.charge_id
      WHERE held.id = ${episodeId} AND a.kind = ${kind}
        AND ${day} >= held.opened_on
        AND (held.closed_on IS NULL OR ${day} <= held.closed_on)
    ) b
    ORDER BY b.pick, CASE WHEN b.pick = 0 THEN b.posted_at END DESC, b.posted_at
    LIMIT 1)`;
}

/** The charge's current episode: the open one, else the one discharged last; null for none. */
export function currentEpisode(chargeId: number): RawBuilder<number | null> {
  return sql<number | null>`(SELECT e.id FROM episodes e WHERE e.charge_id = ${chargeId}
    ORDER BY e.closed_on IS NULL DESC, e.opened_on DESC, e.id DESC LIMIT 1)`;
}
