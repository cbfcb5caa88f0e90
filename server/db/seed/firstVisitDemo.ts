import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../database';
import { findUserByEmail } from '../../repositories/users';
import { createStaffAccount } from '../../services/staffAccounts';
import { createCharge } from '../../services/charges';
import { inviteSupporter } from '../../services/invitations';
import { hashPassword } from '../../lib/passwords';

/** The code of the demo client invitation, so the decline flow can be tried by hand. */
export const DEMO_INVITATION_CODE = 'DEMOCODE42';

/**
 * Accounts for the first-visit flows (terms not yet accepted; names missing) and one pending
 * client invitation, written through the same services as the API.
 */
export async function seedFirstVisitDemo(
  db: Kysely<Database>,
  config: Config,
  password: string,
): Promise<void> {
  await createStaffAccount(db, {
    email: 'newcomer@example.org',
    username: 'newcomer',
    password,
    firstName: 'Ayanda',
    lastName: 'Khumalo',
    role: 'MG',
    hasAcceptedTerms: false,
    designation: 'Case manager',
  });
  await createStaffAccount(db, {
    email: 'noname@example.org',
    username: 'noname',
    password,
    firstName: null,
    lastName: null,
    role: 'MG',
    hasAcceptedTerms: true,
    designation: 'Case manager',
  });
  const manager = await findUserByEmail(db, 'manager@example.org');
  if (!manager) {
    return;
  }
  const chargeId = await createCharge(db, {
    email: 'nomvula.zungu@example.org',
    passwordHash: await hashPassword(password),
    firstName: 'Nomvula',
    lastName: 'Zungu',
    companyId: null,
    courseId: null,
    policy: 'POL-10001',
  });
  await inviteSupporter(db, config, {
    email: 'invited-client-supporter@example.org',
    designation: 'OT',
    invitedBy: manager,
    subjectName: 'Nomvula Zungu',
    target: { chargeId },
    code: DEMO_INVITATION_CODE,
  });
}
