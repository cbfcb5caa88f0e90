import { randomBytes } from 'node:crypto';
import type { Tokens } from './testApp';
import { bearer, type TestContext } from './testApp';
import { chargeRequest, post, register, type CaseManager } from './app';

/** Helpers of the client-rights suites (export, anonymisation, the app's access log). */

/** A client with a record of every kind, and the words that name them. */
export interface SeededClient {
  userId: number;
  userUuid: string;
  chargeId: number;
  chargeUuid: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  policy: string;
  nickname: string;
  tokens: Tokens;
  headers: { authorization: string };
}

/** Letters only, so no other text (an id, a date) contains them by chance. */
const word = (): string =>
  [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The module each test database's clients read, made once per database. */
const modulesMade = new WeakMap<TestContext['database'], number>();

async function moduleId(context: TestContext): Promise<number> {
  let made = modulesMade.get(context.database);
  if (made === undefined) {
    const row = await context.database.db
      .insertInto('modules')
      .values({ name: `Rights module ${word()}`, duration_minutes: 5, total_pages: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    made = row.id;
    modulesMade.set(context.database, made);
  }
  return made;
}

async function created(
  context: TestContext,
  url: string,
  client: SeededClient,
  payload: unknown,
): Promise<void> {
  const response = await post(context, url, client.headers, payload);
  if (response.statusCode !== 201) {
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
}

/**
 * A client registered through the app from `manager`'s request (a policy, a second supporter
 * invited by e-mail), who gave `manager` consent and used the app: sessions, a meditation, a
 * module read, each questionnaire, check-ins; then `manager` viewed their journey and
 * acknowledged a flag with a note naming them, and an episode closed with a note naming them.
 */
export async function seededClient(
  context: TestContext,
  manager: CaseManager,
): Promise<SeededClient> {
  const db = context.database.db;
  const firstName = capital(word());
  const lastName = capital(word());
  const policy = `POL-${word().toUpperCase()}`;
  const nickname = capital(word());
  const email = `${word()}@example.org`;
  const password = 'Client-password-2026';
  const { code } = await chargeRequest(context, manager, {
    policy_number: policy,
    should_request_consent: true,
    designation: `Counsellor for ${firstName}`,
    invited_supporters: [{ email: `${word()}@example.org`, designation: `Aunt of ${firstName}` }],
  });
  const registered = await register(context, code, {
    email,
    first_name: firstName,
    last_name: lastName,
    password,
  });
  if (registered.statusCode !== 201) {
    throw new Error(`registration failed: ${registered.statusCode} ${registered.body}`);
  }
  const tokens = registered.json<Tokens>();
  const row = await db
    .selectFrom('charges as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id as chargeId', 'c.uuid as chargeUuid', 'u.id as userId', 'u.uuid as userUuid'])
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
  await db.updateTable('charges').set({ nickname }).where('id', '=', row.chargeId).execute();
  const client: SeededClient = {
    ...row,
    email,
    password,
    firstName,
    lastName,
    policy,
    nickname,
    tokens,
    headers: bearer(tokens.access),
  };
  const consent = await post(context, `consent-requests/${manager.uuid}/`, client.headers, {
    status: 'GV',
  });
  if (consent.statusCode !== 200) {
    throw new Error(`consent: ${consent.statusCode} ${consent.body}`);
  }
  const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  await created(context, 'sessions/', client, { started_at: at(3), duration_seconds: 600 });
  await created(context, 'sessions/', client, { started_at: at(2), duration_seconds: 300 });
  await created(context, 'meditations/', client, {
    listened_at: at(2),
    name: 'Breathing',
    duration_seconds: 300,
  });
  await created(context, 'module-reads/', client, {
    module_id: await moduleId(context),
    page: 1,
    read_at: at(2),
  });
  await created(context, 'questionnaires/phq8/', client, {
    qs: [1, 2, 1, 0, 3, 2, 1, 1],
    posted_at: at(5),
  });
  await created(context, 'questionnaires/gad7/', client, {
    qs: [1, 1, 2, 0, 1, 2, 1],
    posted_at: at(5),
  });
  await created(context, 'questionnaires/wsas/', client, { qs: [2, 3, 1, 4, 2], posted_at: at(5) });
  await created(context, 'questionnaires/wellbeing/', client, {
    qs: [7, 6, 8, 5],
    posted_at: at(5),
  });
  for (const days of [1, 2]) {
    await created(context, 'checkins/', client, {
      checkin_at: at(days),
      mood: 3,
      diet: 3,
      sleep: 4,
      active: 2,
    });
  }
  const journey = await context.app.inject({
    url: `/api/v2/charges/${client.chargeUuid}/sessions/`,
    headers: manager.headers,
  });
  if (journey.statusCode !== 200) {
    throw new Error(`journey: ${journey.statusCode} ${journey.body}`);
  }
  await db
    .insertInto('attention_acknowledgements')
    .values({
      charge_id: client.chargeId,
      code: 'low_mood',
      note: `Called ${firstName} ${lastName}; ${nickname} is safe`,
      acknowledged_by: manager.user.id,
    })
    .execute();
  // The consent above opened the client's episode of care today: their story dates it a month
  // back and closes it yesterday.
  const closed = await db
    .updateTable('episodes')
    .set({
      opened_on: at(30).slice(0, 10),
      opened_by: manager.user.id,
      closed_on: at(1).slice(0, 10),
      closed_by: manager.user.id,
      discharge_reason: 'completed',
      discharge_note: `${firstName} finished the course`,
    })
    .where('charge_id', '=', client.chargeId)
    .where('closed_on', 'is', null)
    .executeTakeFirst();
  if (closed.numUpdatedRows !== 1n) {
    throw new Error('the consent opened no episode of care');
  }
  await db
    .insertInto('mails')
    .values({
      subject: `${firstName}, your supporter asks for your consent`,
      sender: 'portal@example.org',
      recipients: [email],
      body_html: `<p>Dear ${firstName} ${lastName}</p>`,
      body_text: `Dear ${firstName} ${lastName}`,
    })
    .execute();
  const note = await db
    .insertInto('case_notes')
    .values({
      charge_id: client.chargeId,
      author_id: manager.user.id,
      kind: 'contact',
      note_date: at(2).slice(0, 10),
      text: `Phoned ${firstName} ${lastName} about work`,
      visibility: 'supporters',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('case_note_amendments')
    .values({
      note_id: note.id,
      author_id: manager.user.id,
      changes: JSON.stringify([
        {
          field: 'text',
          from: `Phoned ${firstName}`,
          to: `Phoned ${firstName} ${lastName} about work`,
        },
      ]),
    })
    .execute();
  await db
    .insertInto('attention_escalations')
    .values({ charge_id: client.chargeId, code: 'severe_score', since: at(5), recipients: 1 })
    .execute();
  await db
    .insertInto('notifications')
    .values({
      recipient_user_id: manager.user.id,
      kind: 'consent_changed',
      charge_id: client.chargeId,
      event_key: `consent:${client.chargeUuid}`,
      detail: JSON.stringify({ status: 'GV' }),
    })
    .execute();
  return client;
}
