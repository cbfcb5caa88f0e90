import { inviteSupporter } from '../../../server/services/invitations';
import { caseManager, registeredClient } from '../support/app';
import { chargeFor } from '../support/fixtures';
import { bearer, createUser, login, testConfig, type TestContext } from '../support/testApp';
import type { Caller, Fixtures } from './matrix';

/** One signed-in caller of each kind, and records the manager and the supporter can see. */
export interface AccessWorld {
  headers: Record<Caller, Record<string, string>>;
  fixtures: Fixtures;
}

async function signedIn(context: TestContext, overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(context, overrides);
  return { user, headers: bearer((await login(context, user.email)).access) };
}

/** The callers and records the access matrix and the hostile-input suite walk the routes with. */
export async function buildAccessWorld(context: TestContext): Promise<AccessWorld> {
  const manager = await signedIn(context, { role: 'MG' });
  const supporter = await signedIn(context, { role: 'QM' });
  const quasi = await signedIn(context, { role: 'QM' });
  const companyAdmin = await signedIn(context, { role: 'CA' });
  const admin = await signedIn(context, { role: 'AD', isSuperuser: true });
  const staff = await signedIn(context, { role: 'MG', isStaff: true });
  const creator = await caseManager(context);
  const client = await registeredClient(context, creator);
  const headers: AccessWorld['headers'] = {
    anonymous: {},
    client: client.headers,
    supporter: supporter.headers,
    manager: manager.headers,
    quasi: quasi.headers,
    companyAdmin: companyAdmin.headers,
    admin: admin.headers,
    staff: staff.headers,
  };
  const charge = await chargeFor(context, [
    { user: manager.user, consent: 'GV', canInviteOthers: true },
    { user: supporter.user, consent: 'GV' },
  ]);
  const request = await context.app.inject({
    method: 'POST',
    url: '/api/v2/case-managers/charge-requests/',
    headers: manager.headers,
    payload: {
      first_name: 'Matrix',
      last_name: 'Request',
      designation: 'Case manager',
      invited_supporters: [{ email: 'matrix.invitee@example.org', designation: 'OT' }],
    },
  });
  const issue = await context.app.inject({
    method: 'POST',
    url: '/api/v2/feedback/issues/create/',
    headers: manager.headers,
    payload: { title: 'Matrix issue', text: '' },
  });
  const db = context.database.db;
  const invitation = await db.selectFrom('invitations').select('uuid').executeTakeFirstOrThrow();
  const chargeInvitation = await inviteSupporter(db, testConfig(), {
    email: 'matrix.client.invitee@example.org',
    designation: 'OT',
    invitedBy: manager.user,
    subjectName: 'Matrix charge',
    target: { chargeId: charge.id },
  });
  const fixtures: Fixtures = {
    chargeUuid: charge.uuid,
    chargeRequestId: request.json<{ charge_request: { id: number } }>().charge_request.id,
    caseManagerUuid: creator.uuid,
    accessCodeId: (await db.selectFrom('access_codes').select('id').executeTakeFirstOrThrow()).id,
    mailId: (await db.selectFrom('mails').select('id').executeTakeFirstOrThrow()).id,
    issueUuid: issue.json<{ uuid: string }>().uuid,
    invitationUuid: invitation.uuid,
    chargeInvitationUuid: chargeInvitation.uuid,
  };
  return { headers, fixtures };
}
