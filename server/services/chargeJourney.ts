import type { FastifyInstance } from 'fastify';
import type { ChargeJourney } from '../../core/generated/charge-journey';
import { findVisibleChargeConsentOf } from '../access/chargeAccess';
import { compressBody } from '../lib/compressBody';
import type { Encoding } from '../lib/contentEncoding';
import { currentLanguage } from '../lib/translate';
import type { Principal } from '../plugins/auth';
import type { JourneyJson } from '../repositories/journey/chargeJourney';
import { markChargeNotificationsRead } from '../repositories/notifications';
import { keepEncodedJourney, readJourney } from '../repositories/journey/journeyCache';
import type { JourneyHistory } from '../repositories/journey/recentCheckins';
import { consentGiven } from '../../machines/consent';

const permissionDenied = JSON.stringify({ permissionDenied: true } satisfies ChargeJourney);

/** A journey's answer: its JSON, or that JSON compressed in `encoding`. */
type JourneyAnswer =
  { body: JourneyJson; encoding?: undefined } | { body: Buffer; encoding: Encoding };

/**
 * A charge's journey, served only while the caller's own consent is Given (administrators
 * included), read fresh on every request so a withdrawn consent takes effect at once. Every
 * served journey is audited, by the statement that reads it: it is what a case manager's views
 * count and history show. The journey is built as one JSON text by the database and kept
 * (repositories/journey/), and so is its answer as first compressed in an encoding the caller
 * accepts: the next caller who accepts the same is sent those bytes.
 */
export async function chargeJourney(
  app: FastifyInstance,
  principal: Principal,
  chargeUuid: string,
  ip: string,
  history: JourneyHistory,
  encoding: Encoding | undefined,
): Promise<JourneyAnswer> {
  const charge = await findVisibleChargeConsentOf(app.db, principal, chargeUuid);
  if (!consentGiven(charge.consent_status)) {
    return { body: permissionDenied as JourneyJson };
  }
  const read = await readJourney(
    app.db,
    charge.id,
    app.config.timeZone,
    history,
    currentLanguage(),
    encoding,
    { actorUserId: principal.user.id, chargeUuid: charge.uuid, ip },
  );
  // Seen: the viewer's notifications of this charge are read, as the view is audited.
  await markChargeNotificationsRead(app.db, principal.user.id, charge.id);
  if (read.json === null) {
    return { body: read.encoded, encoding: read.encoding };
  }
  const encoded = await compressBody(Buffer.from(read.json), encoding);
  if (encoded === undefined || encoding === undefined) {
    return { body: read.json };
  }
  // The answer stands without its kept copy: a failed write only means compressing again.
  await keepEncodedJourney(app.db, read.build, encoding, encoded).catch((error: unknown) => {
    app.log.warn({ err: error }, 'the compressed journey was not kept');
  });
  return { body: encoded, encoding };
}
