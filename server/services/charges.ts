import type { Executor } from '../db/executor';
import { insertCharge } from '../repositories/charges';
import { insertUser } from '../repositories/users';
import { requestLanguage } from '../lib/translate';

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
    language: requestLanguage() ?? null,
    email: charge.email,
    username: charge.email,
    password_hash: charge.passwordHash,
    first_name: charge.firstName,
    last_name: charge.lastName,
    role: null,
    is_client: true,
    has_accepted_terms: true,
  });
  return insertCharge(db, {
    userId: user.id,
    companyId: charge.companyId,
    courseId: charge.courseId,
    policy: charge.policy,
    gender: charge.gender ?? null,
    isEmployed: charge.isEmployed ?? null,
  });
}
