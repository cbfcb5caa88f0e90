import type { FastifyInstance } from 'fastify';
import type { ChargeJourney } from '../../src/types/generated/charge-journey';
import { findVisibleCharge } from '../access/chargeAccess';
import type { Principal } from '../plugins/auth';
import { JOURNEY_VIEW_ACTION, auditInsert } from '../repositories/auditLog';
import type { JourneyJson } from '../repositories/journey/chargeJourney';
import { readJourneyJson } from '../repositories/journey/journeyCache';
import type { JourneyHistory } from '../repositories/journey/recentCheckins';

const permissionDenied = JSON.stringify({ permissionDenied: true } satisfies ChargeJourney);

/**
 * A charge's journey, served only while the caller's own consent is Given (administrators
 * included), read fresh on every request so a withdrawn consent takes effect at once. Every
 * served journey is audited, by the statement that reads it: it is what a case manager's views
 * count and history show. The journey is built as one JSON text by the database and kept
 * (repositories/journey/).
 */
export async function chargeJourney(
  app: FastifyInstance,
  principal: Principal,
  chargeUuid: string,
  ip: string,
  history: JourneyHistory,
): Promise<JourneyJson> {
  const charge = await findVisibleCharge(app.db, principal, chargeUuid);
  if (charge.consent_status !== 'GV') {
    return permissionDenied as JourneyJson;
  }
  return readJourneyJson(
    app.db,
    charge.id,
    app.config.timeZone,
    history,
    auditInsert(app.db, {
      actorUserId: principal.user.id,
      action: JOURNEY_VIEW_ACTION,
      targetType: 'charge',
      targetId: charge.uuid,
      chargeId: charge.id,
      ip,
    }),
  );
}
