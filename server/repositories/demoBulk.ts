import type { Executor } from '../db/executor';
import type { MailStatusCode, NewUser } from '../db/database';

export interface BulkStaff {
  user: NewUser;
  designation: string;
  companyIds: number[];
}

/**
 * Staff accounts in three statements instead of one transaction each: the demo seed hashes its
 * one password once and writes dozens of accounts with it.
 */
export async function insertStaffInBulk(db: Executor, staff: BulkStaff[]): Promise<number[]> {
  if (staff.length === 0) {
    return [];
  }
  const users = await db
    .insertInto('users')
    .values(staff.map((s) => s.user))
    .returning('id')
    .execute();
  const caseManagers = await db
    .insertInto('case_managers')
    .values(users.map((u, i) => ({ user_id: u.id, designation: staff[i]?.designation ?? null })))
    .returning('id')
    .execute();
  const links = caseManagers.flatMap((cm, i) =>
    (staff[i]?.companyIds ?? []).map((companyId) => ({
      case_manager_id: cm.id,
      company_id: companyId,
    })),
  );
  if (links.length > 0) {
    await db.insertInto('case_manager_companies').values(links).execute();
  }
  return caseManagers.map((cm) => cm.id);
}

export interface BulkAccessCode {
  code: string;
  created_for: number | null;
  assigned_at: Date | null;
  used_by: number | null;
  used_at: Date | null;
  created_at: Date;
}

export async function insertAccessCodesInBulk(db: Executor, codes: BulkAccessCode[]) {
  if (codes.length > 0) {
    await db
      .insertInto('access_codes')
      .values(codes.map((c) => ({ ...c, updated_at: c.used_at ?? c.assigned_at ?? c.created_at })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
}

export interface BulkMail {
  subject: string;
  sender: string;
  recipients: string[];
  status: MailStatusCode;
  body_html: string;
  body_text: string;
  created_at: Date;
  sent_at: Date | null;
  last_error?: string | null;
  last_error_code?: number | null;
}

export async function insertMailsInBulk(db: Executor, mails: BulkMail[]) {
  if (mails.length > 0) {
    await db
      .insertInto('mails')
      .values(mails.map((m) => ({ ...m, updated_at: m.sent_at ?? m.created_at })))
      .execute();
  }
}
