import { sql } from 'kysely';
import type { Executor } from '../executor';
import { INVITATION_TTL_MS } from '../../services/lifetimes';

/*
 * The services stamp each row with the moment they run, but the demo's clients were signed up
 * over the last eighteen months: these move a request, its code, its invitations and the charge
 * made from it to the days the story says, so lists and details read like a real caseload.
 */

/** A charge request, its access code, attached case managers and invitations, sent at `at`. */
export async function setRequestTime(db: Executor, requestId: number, at: Date): Promise<void> {
  await db
    .updateTable('charge_requests')
    .set({ created_at: at, updated_at: at })
    .where('id', '=', requestId)
    .execute();
  await db
    .updateTable('charge_request_case_managers')
    .set({ created_at: at })
    .where('charge_request_id', '=', requestId)
    .execute();
  await db
    .updateTable('access_codes')
    .set({ created_at: at, assigned_at: at, updated_at: at })
    .where(
      'id',
      '=',
      db.selectFrom('charge_requests').select('access_code_id').where('id', '=', requestId),
    )
    .execute();
  await db
    .updateTable('invitations')
    .set({ created_at: at, updated_at: at, expires_at: new Date(at.getTime() + INVITATION_TTL_MS) })
    .where('charge_request_id', '=', requestId)
    .execute();
}

export interface Registration {
  requestId: number;
  chargeId: number;
  registeredAt: Date;
  /** The course the client chose in the app (no API call records it yet). */
  courseId: number | null;
  /** When each supporter's consent last changed, by case-manager id; others at registration. */
  consentChanged: Map<number, Date>;
}

/** The registration of a request's client at `registeredAt`, and the consent answers after it. */
export async function setRegistrationTime(db: Executor, story: Registration): Promise<void> {
  const { requestId, chargeId, registeredAt } = story;
  await db
    .updateTable('charge_requests')
    .set({ updated_at: registeredAt })
    .where('id', '=', requestId)
    .execute();
  await db
    .updateTable('access_codes')
    .set({ used_at: registeredAt, updated_at: registeredAt })
    .where('used_by', '=', chargeId)
    .execute();
  const charge = await db
    .updateTable('charges')
    .set({ created_on: registeredAt, updated_on: registeredAt, course_id: story.courseId })
    .where('id', '=', chargeId)
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ date_joined: registeredAt, updated_at: registeredAt })
    .where('id', '=', charge.user_id)
    .execute();
  await db
    .updateTable('charge_supporters')
    .set({
      created_at: registeredAt,
      consent_updated_at: sql<Date | null>`CASE WHEN consent_status IS NULL THEN NULL ELSE ${registeredAt}::timestamptz END`,
    })
    .where('charge_id', '=', chargeId)
    .execute();
  for (const [caseManagerId, at] of story.consentChanged) {
    await db
      .updateTable('charge_supporters')
      .set({ consent_updated_at: at })
      .where('charge_id', '=', chargeId)
      .where('case_manager_id', '=', caseManagerId)
      .execute();
  }
}
