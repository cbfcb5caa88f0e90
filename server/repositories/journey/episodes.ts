import { sql, type RawBuilder } from 'kysely';
import { QUESTIONNAIRES, type Questionnaire } from '../../../core/severity';
import { episodeBaseline } from '../episodeBaseline';
import { isoTimestamp } from './sqlTime';

/**
 * The charge's episodes of care (`JourneyEpisode`), oldest first, as one JSON array: the days
 * the portal draws as bands and offers as periods, why each closed, and each one's baseline
 * on every scored questionnaire (episodeBaseline.ts), the value its chart shows.
 */
export function episodesJson(chargeId: number, timeZone: string): RawBuilder<unknown> {
  const baseline = (kind: Questionnaire) => sql`(SELECT json_build_object(
      'postedAt', ${isoTimestamp(sql`b.posted_at`)}, 'totalScore', b.total)
    FROM ${episodeBaseline(sql`e.id`, sql.lit(kind), timeZone)} b)`;
  return sql`(
    SELECT coalesce(json_agg(json_build_object(
      'openedOn', to_char(e.opened_on, 'YYYY-MM-DD'),
      'closedOn', to_char(e.closed_on, 'YYYY-MM-DD'),
      'dischargeReason', e.discharge_reason,
      'baselines', json_build_object(${sql.join(
        QUESTIONNAIRES.map((kind) => sql`${sql.lit(kind)}, ${baseline(kind)}`),
      )})) ORDER BY e.opened_on, e.id), '[]')
    FROM episodes e WHERE e.charge_id = ${chargeId}
  )`;
}
