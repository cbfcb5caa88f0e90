import type { FastifyInstance } from 'fastify';
import type { ChargeJourney } from '../../src/types/generated/charge-journey';
import type { Phq8 } from '../../src/types/generated/phq8';
import type { Gad7 } from '../../src/types/generated/gad7';
import type { Wsas } from '../../src/types/generated/wsas';
import type { Wellbeing } from '../../src/types/generated/wellbeing';
import { severityOf, type Questionnaire } from '../../src/core/severity';
import { findVisibleCharge } from '../access/chargeAccess';
import type { Principal } from '../plugins/auth';
import { JOURNEY_VIEW_ACTION, appendAudit } from '../repositories/auditLog';
import { mediaMeditations } from './mediaMeditations';
import { modulesData } from './modulesData';
import { checkinHistory, questionnaireHistory } from './scores';
import { sessionsSummary } from './sessionsSummary';

/**
 * A charge's journey, served only while the caller's own consent is Given (administrators
 * included), read fresh on every request so a withdrawn consent takes effect at once. Every
 * served journey is audited: it is what a case manager's views count and history show.
 */
export async function chargeJourney(
  app: FastifyInstance,
  principal: Principal,
  chargeUuid: string,
  ip: string,
): Promise<ChargeJourney> {
  const charge = await findVisibleCharge(app.db, principal, chargeUuid);
  if (charge.consent_status !== 'GV') {
    return { permissionDenied: true };
  }
  const { db } = app;
  const timeZone = app.config.timeZone;
  const [sessions, meditations, modules, phq8s, gad7s, wsass, wellbeings, checkins] =
    await Promise.all([
      sessionsSummary(db, charge.id, timeZone),
      mediaMeditations(db, charge.id, timeZone),
      modulesData(db, charge.id, timeZone),
      questionnaireHistory(db, charge.id, 'phq8'),
      questionnaireHistory(db, charge.id, 'gad7'),
      questionnaireHistory(db, charge.id, 'wsas'),
      questionnaireHistory(db, charge.id, 'wellbeing'),
      checkinHistory(db, charge.id),
    ]);
  await appendAudit(db, {
    actorUserId: principal.user.id,
    action: JOURNEY_VIEW_ACTION,
    targetType: 'charge',
    targetId: charge.uuid,
    chargeId: charge.id,
    ip,
  });
  return {
    permissionDenied: false,
    sessions,
    media_meditations: meditations,
    modules,
    // The database's CHECK constraints guarantee each kind's answer count; the tuples say so.
    phq8s: withSeverity('phq8', phq8s) as Phq8[],
    gad7s: withSeverity('gad7', gad7s) as Gad7[],
    wsass: withSeverity('wsas', wsass) as Wsas[],
    wellbeings: wellbeings.map(({ postedAt, qs }) => ({ postedAt, qs })) as Wellbeing[],
    daily_checkins: checkins,
  };
}

/** Each answer's band from the one table the portal's labels also use (spec section 4). */
function withSeverity<T extends { totalScore: number }>(questionnaire: Questionnaire, rows: T[]) {
  return rows.map((row) => ({ ...row, severity: severityOf(questionnaire, row.totalScore) }));
}
