import type { Executor } from '../db/executor';
import { insertUser } from '../repositories/users';

export interface NewCharge {
  email: string;
  /** Already hashed: registration hashes once; the demo seed reuses one hash for many. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  companyId: number | null;
  courseId: number | null;
  policy: string | null;
  gender?: string | null;
  isEmployed?: boolean | null;
}

/** A client of the app: an app-only user (never a portal sign-in) and its charge record. */
export async function createCharge(db: Executor, charge: NewCharge): Promise<number> {
  const user = await insertUser(db, {
    email: charge.email,
    username: charge.email,
    password_hash: charge.passwordHash,
    first_name: charge.firstName,
    last_name: charge.lastName,
    role: null,
    is_client: true,
    has_accepted_terms: true,
  });
  const row = await db
    .insertInto('charges')
    .values({
      user_id: user.id,
      company_id: charge.companyId,
      course_id: charge.courseId,
      policy: charge.policy,
      gender: charge.gender ?? null,
      is_employed: charge.isEmployed ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
