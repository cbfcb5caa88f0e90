import { sql } from 'kysely';
import { ESCALATE_AFTER_WORKING_DAYS, type EscalatingFlag } from '../../core/notificationDelivery';
import { DAY_MS } from '../../core/durations';
import type { Config } from '../config';
import type { Executor } from '../db/executor';
import { appendAudit } from '../repositories/auditLog';
import { isAdministrator } from '../repositories/users';
import { escalationDue } from './schedule';

/*
 * A severe-score or reliable-deterioration flag that nobody acknowledged within
 * ESCALATE_AFTER_WORKING_DAYS working days goes to the charge's company administrators (role CA;
 * the platform administrators where the company has none), once per raise, audited, as a
 * `flag_escalated` notification in their inbox (mailed as they chose). A flag's clock starts when
 * it was raised, or again when an acknowledgement of it ended because the value got worse.
 */

interface Standing {
  charge_id: number;
  charge_uuid: string;
  company_id: number | null;
  code: EscalatingFlag;
  since: Date;
}

/** Escalating flags that stand unacknowledged and have not been escalated since they started. */
async function standingFlags(db: Executor, raisedBefore: Date): Promise<Standing[]> {
  const rows = await sql<Standing>`
    SELECT * FROM (
      SELECT c.id AS charge_id, c.uuid AS charge_uuid, c.company_id, f.code,
        greatest(f.raised_at, (
          SELECT max(a.ended_at) FROM attention_acknowledgements a
          WHERE a.charge_id = c.id AND a.code = f.code AND a.end_reason = 'worsened'
        )) AS since
      FROM charges c
      CROSS JOIN LATERAL (VALUES
        ('severe_score', c.flag_severe_score, c.flag_severe_score_raised_at),
        ('reliable_deterioration', c.flag_reliable_deterioration,
          c.flag_reliable_deterioration_raised_at)
      ) AS f (code, raised, raised_at)
      WHERE (c.flag_severe_score OR c.flag_reliable_deterioration)
        AND least(c.flag_severe_score_raised_at, c.flag_reliable_deterioration_raised_at)
          < ${raisedBefore}
        AND f.raised AND f.raised_at IS NOT NULL
        AND NOT EXISTS (
          SELECT 1 FROM attention_acknowledgements a
          WHERE a.charge_id = c.id AND a.code = f.code AND a.ended_at IS NULL
        )
    ) standing
    WHERE NOT EXISTS (
      SELECT 1 FROM attention_escalations e
      WHERE e.charge_id = standing.charge_id AND e.code = standing.code
        AND e.since = standing.since
    )
    ORDER BY charge_id, code`.execute(db);
  return rows.rows.map((row) => ({
    ...row,
    charge_id: Number(row.charge_id),
    since: new Date(row.since),
  }));
}

/** Who an escalation reaches: the company's active CA users, else the platform administrators. */
async function escalationRecipients(db: Executor, companyId: number | null): Promise<number[]> {
  const companyAdmins =
    companyId === null
      ? []
      : await db
          .selectFrom('users as u')
          .innerJoin('case_managers as cm', 'cm.user_id', 'u.id')
          .innerJoin('case_manager_companies as cmc', 'cmc.case_manager_id', 'cm.id')
          .select('u.id')
          .distinct()
          .where('cmc.company_id', '=', companyId)
          .where('u.role', '=', 'CA')
          .where('u.is_active', '=', true)
          .execute();
  if (companyAdmins.length > 0) {
    return companyAdmins.map((row) => row.id);
  }
  const administrators = await db
    .selectFrom('users')
    .select('id')
    .where(isAdministrator())
    .where('is_active', '=', true)
    .where('is_client', '=', false)
    .execute();
  return administrators.map((row) => row.id);
}

/** Escalates one flag, unless another process did or an acknowledgement came first. */
async function escalate(db: Executor, flag: Standing, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The charge's row first: an acknowledgement's insert share-locks it (its foreign key), so
    // the two follow one another and the check below sees one committed meanwhile.
    await sql`SELECT id FROM charges WHERE id = ${flag.charge_id} FOR UPDATE`.execute(trx);
    const acknowledged = await trx
      .selectFrom('attention_acknowledgements')
      .select('id')
      .where('charge_id', '=', flag.charge_id)
      .where('code', '=', flag.code)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    if (acknowledged) {
      return false;
    }
    const recipients = await escalationRecipients(trx, flag.company_id);
    const claimed = await trx
      .insertInto('attention_escalations')
      .values({
        charge_id: flag.charge_id,
        code: flag.code,
        since: flag.since,
        escalated_at: now,
        recipients: recipients.length,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('charge_id')
      .executeTakeFirst();
    if (!claimed) {
      return false;
    }
    if (recipients.length > 0) {
      await trx
        .insertInto('notifications')
        .values(
          recipients.map((userId) => ({
            recipient_user_id: userId,
            kind: 'flag_escalated' as const,
            charge_id: flag.charge_id,
            detail: JSON.stringify({ code: flag.code }),
            event_key: `flag_escalated:${flag.charge_id}:${flag.code}:${flag.since.toISOString()}`,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['recipient_user_id', 'event_key']).doNothing())
        .execute();
    }
    await appendAudit(trx, {
      actorUserId: null,
      action: 'attention.escalate',
      targetType: 'charge',
      targetId: flag.charge_uuid,
      chargeId: flag.charge_id,
      details: { code: flag.code, since: flag.since.toISOString(), recipients: recipients.length },
    });
    return true;
  });
}

/** Escalates every flag whose working days ran out by `now`; answers how many. */
export async function escalateUnacknowledgedFlags(
  db: Executor,
  config: Pick<Config, 'timeZone'>,
  now: Date,
): Promise<number> {
  // Working days are at least as many calendar days: a cheap bound before the calendar's rule.
  const raisedBefore = new Date(now.getTime() - ESCALATE_AFTER_WORKING_DAYS * DAY_MS);
  let escalated = 0;
  for (const flag of await standingFlags(db, raisedBefore)) {
    if (escalationDue(flag.since, ESCALATE_AFTER_WORKING_DAYS, config.timeZone) > now) {
      continue;
    }
    if (await escalate(db, flag, now)) {
      escalated += 1;
    }
  }
  return escalated;
}
