import { sql } from 'kysely';
import type { AuditAction } from '../../core/auditActions';
import { calendarDay } from '../../core/calendarDay';
import type { DischargeReason } from '../db/database';
import type { Executor } from '../db/executor';
import { portalTimeZone } from '../db/timeZone';
import { ApiError, type FieldErrors } from '../lib/apiError';
import { UNIQUE_VIOLATION } from '../lib/constraintErrors';
import { translate } from '../lib/translate';
import { appendAudit } from '../repositories/auditLog';
import { refreshMoodAttention, refreshScoreAttention } from './attention';
import { inTransaction } from './app/transaction';
import { dayText, maybeDayText } from '../lib/sqlDay';

/** One episode of a charge, as the rules read it. */
export interface EpisodeRow {
  id: number;
  charge_id: number;
  opened_on: string;
  closed_on: string | null;
  discharge_reason: DischargeReason | null;
  discharge_note: string | null;
}

/** The fields an episode's correction or discharge may change (episode-update.json). */
export interface EpisodeChange {
  openedOn?: string;
  closedOn?: string | null;
  dischargeReason?: DischargeReason | null;
  dischargeNote?: string | null;
}

/** The charge an episode belongs to, as its audit entry names it. */
export interface EpisodeCharge {
  id: number;
  uuid: string;
}

const EPISODE_COLUMNS = [
  'episodes.id',
  'episodes.charge_id',
  dayText('episodes.opened_on').as('opened_on'),
  maybeDayText('episodes.closed_on').as('closed_on'),
  'episodes.discharge_reason',
  'episodes.discharge_note',
] as const;

/** Today on the portal's calendar: an episode's dates are never after it. */
export const portalToday = (timeZone = portalTimeZone()): string =>
  calendarDay(new Date(), timeZone);

/** The charge's open episode, if any (at most one: episodes_one_open_idx). */
export function currentEpisodeOf(db: Executor, chargeId: number): Promise<EpisodeRow | undefined> {
  return db
    .selectFrom('episodes')
    .select(EPISODE_COLUMNS)
    .where('charge_id', '=', chargeId)
    .where('closed_on', 'is', null)
    .executeTakeFirst();
}

/** The charge's latest episode: the open one, else the last one closed; undefined when none. */
export function latestEpisodeOf(db: Executor, chargeId: number): Promise<EpisodeRow | undefined> {
  return db
    .selectFrom('episodes')
    .select(EPISODE_COLUMNS)
    .where('charge_id', '=', chargeId)
    .orderBy(sql`closed_on IS NULL`, 'desc')
    .orderBy('opened_on', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

const alreadyOpen = () => ApiError.conflict(translate('portal.episodes.already_open'));

/**
 * The field errors of an episode as it would stand (its dates in order and not after `today`,
 * a reason exactly with a discharge date, a note only with a discharge); empty when valid.
 */
export function episodeErrors(
  episode: Pick<EpisodeRow, 'opened_on' | 'closed_on' | 'discharge_reason' | 'discharge_note'>,
  today: string,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => {
    errors[field] = [...(errors[field] ?? []), translate(key)];
  };
  if (episode.opened_on > today) {
    add('openedOn', 'portal.episodes.in_future');
  }
  if (episode.closed_on !== null) {
    if (episode.closed_on > today) {
      add('closedOn', 'portal.episodes.in_future');
    } else if (episode.closed_on < episode.opened_on) {
      add('closedOn', 'portal.episodes.closed_before_opened');
    }
    if (episode.discharge_reason === null) {
      add('dischargeReason', 'portal.episodes.needs_reason');
    }
  } else {
    if (episode.discharge_reason !== null) {
      add('closedOn', 'portal.episodes.needs_date');
    }
    if (episode.discharge_note !== null) {
      add('closedOn', 'portal.episodes.note_needs_date');
    }
  }
  return errors;
}

function assertValid(errors: FieldErrors): void {
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) {
    throw ApiError.badRequest(first, errors);
  }
}

/** A second open episode (a race past the check before it) as the same 409. */
function openConflictOf(error: unknown): ApiError | undefined {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION &&
    (constraint === undefined || constraint === 'episodes_one_open_idx')
    ? alreadyOpen()
    : undefined;
}

/** The flags are read within the open episode: each change of one reads them again. */
async function refreshAttention(db: Executor, chargeId: number): Promise<void> {
  await refreshScoreAttention(db, chargeId);
  await refreshMoodAttention(db, chargeId);
}

async function auditEpisode(
  db: Executor,
  action: AuditAction,
  actorUserId: number | null,
  charge: EpisodeCharge,
  details: Record<string, unknown>,
): Promise<void> {
  await appendAudit(db, {
    actorUserId,
    action,
    targetType: 'charge',
    targetId: charge.uuid,
    chargeId: charge.id,
    details,
  });
}

export interface OpenEpisode {
  charge: EpisodeCharge;
  openedOn: string;
  actorUserId: number | null;
  /** Today on the portal's calendar; openedOn may not be after it. */
  today: string;
}

/**
 * Opens an episode of the charge (a staff decision, or its first Given consent): 400 for a day
 * after today, 409 while one is open. Audited as `episode.open`; the flags are read again.
 * Answers the new episode's id.
 */
export function openEpisode(db: Executor, open: OpenEpisode): Promise<number> {
  assertValid(
    episodeErrors(
      { opened_on: open.openedOn, closed_on: null, discharge_reason: null, discharge_note: null },
      open.today,
    ),
  );
  return inTransaction(db, async (trx) => {
    if (await currentEpisodeOf(trx, open.charge.id)) {
      throw alreadyOpen();
    }
    let id: number;
    try {
      ({ id } = await trx
        .insertInto('episodes')
        .values({
          charge_id: open.charge.id,
          opened_on: open.openedOn,
          opened_by: open.actorUserId,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    } catch (error) {
      throw openConflictOf(error) ?? error;
    }
    await auditEpisode(trx, 'episode.open', open.actorUserId, open.charge, {
      episodeId: id,
      openedOn: open.openedOn,
    });
    await refreshAttention(trx, open.charge.id);
    return id;
  });
}

/**
 * On a charge's first Given consent: its first episode, dated that day, unless it has ever had
 * one (reopening after a discharge is a staff decision). In the consent's transaction.
 */
export async function openFirstEpisode(
  trx: Executor,
  charge: EpisodeCharge,
  actorUserId: number,
  at: Date,
): Promise<void> {
  const openedOn = calendarDay(at, portalTimeZone());
  // One statement: none inserted when the charge has had an episode, or one is open meanwhile.
  const { rows } = await sql<{ id: number }>`
    INSERT INTO episodes (charge_id, opened_on)
    SELECT ${charge.id}, ${openedOn}::date
    WHERE NOT EXISTS (SELECT 1 FROM episodes WHERE charge_id = ${charge.id})
    ON CONFLICT (charge_id) WHERE closed_on IS NULL DO NOTHING
    RETURNING id`.execute(trx);
  const opened = rows[0];
  if (opened) {
    await auditEpisode(trx, 'episode.open', actorUserId, charge, {
      episodeId: opened.id,
      openedOn,
      on: 'consent.given',
    });
    await refreshAttention(trx, charge.id);
  }
}

/**
 * Changes an episode's fields (only those sent), checked as the episode would then stand: 400
 * with field errors, 409 when it would be a second open one. Closing an open episode is its
 * discharge (`episode.discharge`), any other change a correction (`episode.update`); both read
 * the flags again. Answers false when there is no such episode.
 */
export function changeEpisode(
  db: Executor,
  actorUserId: number,
  episodeId: number,
  change: EpisodeChange,
  today: string,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('episodes')
      .innerJoin('charges', 'charges.id', 'episodes.charge_id')
      .select([...EPISODE_COLUMNS, 'charges.uuid'])
      .where('episodes.id', '=', episodeId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) {
      return false;
    }
    const after = {
      opened_on: change.openedOn ?? before.opened_on,
      closed_on: change.closedOn === undefined ? before.closed_on : change.closedOn,
      discharge_reason:
        change.dischargeReason === undefined ? before.discharge_reason : change.dischargeReason,
      discharge_note:
        change.dischargeNote === undefined ? before.discharge_note : change.dischargeNote,
    };
    // Reopened by a correction: the note went with the discharge.
    if (after.closed_on === null && change.dischargeNote === undefined) {
      after.discharge_note = null;
    }
    assertValid(episodeErrors(after, today));
    const discharge = before.closed_on === null && after.closed_on !== null;
    const reopened = before.closed_on !== null && after.closed_on === null;
    if (reopened && (await currentEpisodeOf(trx, before.charge_id))) {
      throw alreadyOpen();
    }
    try {
      await trx
        .updateTable('episodes')
        .set({
          ...after,
          updated_at: sql`now()`,
          ...(discharge ? { closed_by: actorUserId } : {}),
          ...(reopened ? { closed_by: null } : {}),
        })
        .where('id', '=', episodeId)
        .execute();
    } catch (error) {
      throw openConflictOf(error) ?? error;
    }
    const charge = { id: before.charge_id, uuid: before.uuid };
    await auditEpisode(
      trx,
      discharge ? 'episode.discharge' : 'episode.update',
      actorUserId,
      charge,
      {
        episodeId,
        fields: Object.keys(change),
        ...(discharge ? { reason: after.discharge_reason } : {}),
      },
    );
    await refreshAttention(trx, before.charge_id);
    return true;
  });
}
