import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** SQL of "used": a client took it (the charge may since be gone, its use date stays). */
export const ACCESS_CODE_USED = sql<boolean>`(ac.used_by IS NOT NULL OR ac.used_at IS NOT NULL)`;

/** An access code with the carer it was made for and the client who used it, both optional. */
function withPeople(db: Executor) {
  return db
    .selectFrom('access_codes as ac')
    .leftJoin('case_managers as cm', 'cm.id', 'ac.created_for')
    .leftJoin('users as carer', 'carer.id', 'cm.user_id')
    .leftJoin('charges as ch', 'ch.id', 'ac.used_by')
    .leftJoin('users as client', 'client.id', 'ch.user_id')
    .select(['ac.id', 'ac.code', 'ac.created_at', 'ac.updated_at', 'ac.assigned_at', 'ac.used_at']);
}

/** Access codes with the e-mail of the carer they were made for and the name of their user. */
export function accessCodeRows(db: Executor) {
  return withPeople(db).select([
    'carer.email as created_for_email',
    sql<string | null>`nullif(concat_ws(' ', client.first_name, client.last_name), '')`.as(
      'used_by_name',
    ),
  ]);
}

/** The codes with these ids, as the list shows them. */
export function accessCodesByIds(db: Executor, ids: number[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : accessCodeRows(db).where('ac.id', 'in', ids).execute();
}

export type AccessCodeRow = Awaited<
  ReturnType<ReturnType<typeof accessCodeRows>['executeTakeFirstOrThrow']>
>;

/** One access code with who it was made for, who used it and the request it was made for. */
export function findAccessCodeDetail(db: Executor, id: number) {
  return withPeople(db)
    .leftJoin('companies as client_co', 'client_co.id', 'ch.company_id')
    .leftJoin('charge_requests as cr', 'cr.access_code_id', 'ac.id')
    .leftJoin('companies as cr_co', 'cr_co.id', 'cr.company_id')
    .select([
      ACCESS_CODE_USED.as('used'),
      'cm.uuid as carer_uuid',
      'carer.email as carer_email',
      'carer.username as carer_username',
      'ch.uuid as client_uuid',
      'client.first_name as client_first_name',
      'client.last_name as client_last_name',
      'client.email as client_email',
      'client_co.name as client_company',
      'ch.policy as client_policy',
      'cr.first_name as request_first_name',
      'cr.last_name as request_last_name',
      'cr.email as request_email',
      'cr.policy_number as request_policy',
      'cr_co.name as request_company',
    ])
    .where('ac.id', '=', id)
    .executeTakeFirst();
}

export type AccessCodeDetailRow = NonNullable<Awaited<ReturnType<typeof findAccessCodeDetail>>>;

export interface NewAccessCode {
  code: string;
  createdFor: number | null;
  assignedAt: Date | null;
  usedBy: number | null;
  usedAt: Date | null;
}

/** Inserts a code unless it exists; answers the new id, or null when the code was taken. */
export async function insertAccessCode(db: Executor, code: NewAccessCode): Promise<number | null> {
  const row = await db
    .insertInto('access_codes')
    .values({
      code: code.code,
      created_for: code.createdFor,
      assigned_at: code.assignedAt,
      used_by: code.usedBy,
      used_at: code.usedAt,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function codeExists(db: Executor, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('access_codes')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts a generated code for `createdFor` (assigned now) or for nobody yet; answers its id, or
 * null when the code is taken.
 */
export async function insertAccessCodeIfFree(
  db: Executor,
  code: string,
  createdFor: number | null,
): Promise<number | null> {
  const inserted = await sql<{ id: number }>`
    INSERT INTO access_codes (code, created_for, assigned_at)
    VALUES (${code}, ${createdFor}, ${createdFor === null ? null : new Date()})
    ON CONFLICT (code) DO NOTHING
    RETURNING id`.execute(db);
  return inserted.rows[0]?.id ?? null;
}

/**
 * Deletes a code only while it is unused and no charge request holds it, in one statement, so a
 * client registering with it at the same moment either gets it first or finds it gone. Answers
 * the deleted code, or undefined when it was not deleted.
 */
export function deleteUnusedAccessCode(db: Executor, id: number) {
  return db
    .deleteFrom('access_codes as ac')
    .where('ac.id', '=', id)
    .where(sql<boolean>`NOT ${ACCESS_CODE_USED}`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('charge_requests as cr')
            .select('cr.id')
            .whereRef('cr.access_code_id', '=', 'ac.id'),
        ),
      ),
    )
    .returning(['ac.id', 'ac.code', 'ac.created_for'])
    .executeTakeFirst();
}

/** Why a code was not deleted: what it is now, if it still exists. */
export function accessCodeState(db: Executor, id: number) {
  return db
    .selectFrom('access_codes as ac')
    .leftJoin('charge_requests as cr', 'cr.access_code_id', 'ac.id')
    .select([ACCESS_CODE_USED.as('used'), sql<boolean>`cr.id IS NOT NULL`.as('requested')])
    .where('ac.id', '=', id)
    .executeTakeFirst();
}
