import type { ConsentCode, User } from '../../../server/db/database';
import { createCharge } from '../../../server/services/charges';
import type { TestContext } from './testApp';

let counter = 0;

export interface SupporterLink {
  user: User;
  consent?: ConsentCode | null;
  canInviteOthers?: boolean;
}

/** A charge attached to the given staff users, written straight to the database. */
export async function chargeFor(
  context: TestContext,
  links: SupporterLink[],
  names: { firstName?: string; lastName?: string } = {},
): Promise<{ id: number; uuid: string; email: string }> {
  counter += 1;
  const db = context.database.db;
  const email = `client${counter}-${Date.now()}@example.org`;
  const id = await createCharge(db, {
    email,
    passwordHash: 'not-used-in-these-tests',
    firstName: names.firstName ?? 'Client',
    lastName: names.lastName ?? `Number${counter}`,
    companyId: null,
    courseId: null,
    policy: `POL-${counter}`,
  });
  for (const link of links) {
    const cm = await db
      .selectFrom('case_managers')
      .select('id')
      .where('user_id', '=', link.user.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('charge_supporters')
      .values({
        charge_id: id,
        case_manager_id: cm.id,
        designation: 'Case manager',
        consent_status: link.consent ?? null,
        can_invite_others: link.canInviteOthers ?? false,
      })
      .execute();
  }
  const { uuid } = await db
    .selectFrom('charges')
    .select('uuid')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, uuid, email };
}
