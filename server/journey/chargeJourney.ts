import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ChargeJourney } from '../../src/types/generated/charge-journey';
import { findVisibleCharge } from '../access/chargeAccess';
import type { Principal } from '../plugins/auth';
import { JOURNEY_VIEW_ACTION, appendAudit } from '../repositories/auditLog';
import { mediaMeditationsJson } from './mediaMeditations';
import { modulesDataJson } from './modulesData';
import { checkinHistoryJson, questionnaireHistories } from './scores';
import { sessionsSummaryJson } from './sessionsSummary';

/** A `ChargeJourney` already serialized: the route sends it as the JSON body it is. */
export type JourneyJson = string & { readonly journey: unique symbol };

const permissionDenied = JSON.stringify({ permissionDenied: true } satisfies ChargeJourney);

/**
 * A charge's journey, served only while the caller's own consent is Given (administrators
 * included), read fresh on every request so a withdrawn consent takes effect at once. Every
 * served journey is audited: it is what a case manager's views count and history show.
 *
 * The whole journey (three years of check-ins are a thousand rows) is built as one JSON text by
 * one statement: one pool checkout instead of one per chart, and no row becomes a JavaScript
 * object only to be written out again. `tests/api/journeyShape.test.ts` holds it to its schema.
 */
export async function chargeJourney(
  app: FastifyInstance,
  principal: Principal,
  chargeUuid: string,
  ip: string,
): Promise<JourneyJson> {
  const charge = await findVisibleCharge(app.db, principal, chargeUuid);
  if (charge.consent_status !== 'GV') {
    return permissionDenied as JourneyJson;
  }
  const { db } = app;
  const timeZone = app.config.timeZone;
  const result = await sql<{ journey: JourneyJson }>`
    SELECT format(
      '{"permissionDenied":false,"sessions":%s,"media_meditations":%s,"modules":%s,'
      '"phq8s":[%s],"gad7s":[%s],"wsass":[%s],"wellbeings":[%s],"daily_checkins":%s}',
      ${sessionsSummaryJson(charge.id, timeZone)},
      ${mediaMeditationsJson(charge.id, timeZone)},
      ${modulesDataJson(charge.id, timeZone)},
      q.phq8, q.gad7, q.wsas, q.wellbeing,
      ${checkinHistoryJson(charge.id)}
    ) AS journey
    FROM ${questionnaireHistories(charge.id)} q`.execute(db);
  const journey = result.rows[0]?.journey;
  if (journey === undefined) {
    throw new Error('The journey statement answered no row');
  }
  await appendAudit(db, {
    actorUserId: principal.user.id,
    action: JOURNEY_VIEW_ACTION,
    targetType: 'charge',
    targetId: charge.uuid,
    chargeId: charge.id,
    ip,
  });
  return journey;
}
