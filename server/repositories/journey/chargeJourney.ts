import { sql, type RawBuilder } from 'kysely';
import type { Language } from '../../../core/languages';
import { episodesJson } from './episodes';
import { mediaMeditationsJson } from './mediaMeditations';
import { checkinsSince, type JourneyHistory } from './recentCheckins';
import { modulesDataJson } from './modulesData';
import { checkinHistoryJson, questionnaireHistories } from './scores';
import { sessionsSummaryJson } from './sessionsSummary';
import { isoTimestamp } from './sqlTime';

/** A `ChargeJourney` already serialized: the route sends it as the JSON body it is. */
export type JourneyJson = string & { readonly journey: unique symbol };

/**
 * A charge's journey as one JSON text, by one statement: one pool checkout instead of one per
 * chart, and no row becomes a JavaScript object only to be written out again. A recent answer
 * carries the check-ins the panels show first (three years of them are a thousand rows, most of
 * the answer), a full one all of them (recentCheckins.ts). It is built when the journey kept
 * for the charge no longer holds (journeyCache.ts). `tests/api/journeyShape.test.ts` holds it
 * to its schema. The catalogue's names are in `language`, the reader's.
 */
export function journeyStatement(
  chargeId: number,
  timeZone: string,
  history: JourneyHistory,
  language: Language,
): RawBuilder<{ journey: JourneyJson }> {
  return sql<{ journey: JourneyJson }>`
    SELECT format(
      '{"permissionDenied":false,"timeZone":%s,"episodes":%s,"sessions":%s,"media_meditations":%s,"modules":%s,'
      '"phq8s":[%s],"gad7s":[%s],"wsass":[%s],"wellbeings":[%s],"checkinsFrom":%s,"daily_checkins":%s}',
      to_json(${timeZone}::text),
      ${episodesJson(chargeId, timeZone)},
      ${sessionsSummaryJson(chargeId, timeZone)},
      ${mediaMeditationsJson(chargeId, timeZone)},
      ${modulesDataJson(chargeId, timeZone, language)},
      q.phq8, q.gad7, q.wsas, q.wellbeing,
      CASE WHEN c.since = '-infinity' THEN 'null' ELSE '"' || ${isoTimestamp(sql`c.since`)} || '"' END,
      ${checkinHistoryJson(chargeId, sql`c.since`)}
    ) AS journey
    FROM ${questionnaireHistories(chargeId, timeZone)} q,
      (SELECT ${checkinsSince(chargeId, timeZone, history)} AS since) c`;
}
