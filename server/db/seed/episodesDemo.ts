import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config';
import { DAY_MS } from '../../../core/durations';
import type { Database, DischargeReason } from '../database';
import type { Executor } from '../executor';
import { dayText } from '../../lib/sqlDay';
import { changeEpisode, openEpisode, portalToday } from '../../services/episodes';

/**
 * The first Given consent opened the charge's episode on the day the seed ran; the story moved
 * that consent back (chargeStory.ts), so its episode opens on that day too, as the migration dates
 * existing charges' episodes.
 */
export async function setFirstEpisodeTime(
  db: Executor,
  chargeId: number,
  timeZone: string,
): Promise<void> {
  await sql`
    UPDATE episodes SET opened_on = coalesce((
      SELECT (min(coalesce(s.consent_updated_at, s.created_at)) AT TIME ZONE ${timeZone})::date
      FROM charge_supporters s WHERE s.charge_id = ${chargeId} AND s.consent_status = 'GV'
    ), opened_on)
    WHERE charge_id = ${chargeId}`.execute(db);
}

const DISCHARGES: { reason: DischargeReason; note: string | null }[] = [
  { reason: 'completed', note: null },
  { reason: 'disengaged', note: 'No reply to three calls and two messages.' },
  { reason: 'referred_on', note: 'Referred to the regional psychology service.' },
  { reason: 'consent_withdrawn', note: null },
  { reason: 'other', note: 'Moved abroad with the family.' },
];

/** `day` moved by `days` on the calendar (both `YYYY-MM-DD`). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const latest = (a: string, b: string) => (a > b ? a : b);

/**
 * A few episodes closed, each reason once, and one client discharged and taken on again (a new
 * episode), written by manager@example.org through the services the portal calls. Taken among
 * the last clients seeded, never the journeys the tests and the tour rely on (the first ones).
 */
export async function seedEpisodesDemo(db: Kysely<Database>, config: Config): Promise<void> {
  const today = portalToday(config.timeZone);
  const manager = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'manager@example.org')
    .executeTakeFirstOrThrow();
  const open = await db
    .selectFrom('episodes as e')
    .innerJoin('charge_supporters as s', 's.charge_id', 'e.charge_id')
    .innerJoin('case_managers as cm', 'cm.id', 's.case_manager_id')
    .select(['e.id', 'e.charge_id', dayText('e.opened_on').as('opened_on')])
    .where('cm.user_id', '=', manager.id)
    .where('e.closed_on', 'is', null)
    .orderBy('e.charge_id', 'desc')
    .limit(DISCHARGES.length + 1)
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const [index, episode] of open.entries()) {
      const { reason, note } = DISCHARGES[index] ?? { reason: 'completed', note: null };
      const reopens = index === DISCHARGES.length;
      const closedOn = latest(episode.opened_on, addDays(today, reopens ? -60 : -10 - 9 * index));
      await changeEpisode(
        trx,
        manager.id,
        episode.id,
        { closedOn, dischargeReason: reason, dischargeNote: note },
        today,
      );
      if (reopens) {
        const charge = await trx
          .selectFrom('charges')
          .select(['id', 'uuid'])
          .where('id', '=', episode.charge_id)
          .executeTakeFirstOrThrow();
        await openEpisode(trx, {
          charge,
          openedOn: latest(closedOn, addDays(today, -20)),
          actorUserId: manager.id,
          today,
        });
      }
    }
  });
}
