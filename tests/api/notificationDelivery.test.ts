import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay } from '../../core/calendarDay';
import { MINUTE_MS } from '../../core/durations';
import {
  DEFAULT_DELIVERY,
  ESCALATE_AFTER_WORKING_DAYS,
  type NotificationDelivery,
  type NotificationKind,
} from '../../core/notificationDelivery';
import type { User } from '../../server/db/database';
import { runNotificationJobs } from '../../server/notifications/notificationJobs';
import { addDays, escalationDue, zonedHour } from '../../server/notifications/schedule';
import { writeNotificationPreferences } from '../../server/repositories/notificationPreferences';
import { caseManager, company, type CaseManager, type Client } from './support/app';
import { mailsSentTo, type SentMail } from './support/mailbox';
import { ago, consentedClient, questionnaire } from './support/triage';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

/**
 * How notifications reach people: the preferences (API), mails at once, daily and Monday
 * digests, and the escalation of unacknowledged flags. The jobs run with a clock the test moves;
 * notification rows are written straight to the table, as the events' writes do.
 */
let context: TestContext;
let manager: CaseManager;
/** The charge every notification is about: Lindiwe Zulu, whose initials are L.Z. */
let client: Client;

const TIME_ZONE = 'Africa/Johannesburg';
const TODAY = calendarDay(new Date(), TIME_ZONE);
/** The events of the digest tests happen today at 10:00 on the portal's calendar... */
const EVENT_AT = zonedHour(TODAY, 10, TIME_ZONE);
/** ... and the daily digest is due tomorrow at 07:00. */
const DIGEST_AT = zonedHour(addDays(TODAY, 1), 7, TIME_ZONE);

beforeAll(async () => {
  context = await startTestApp({ timeZone: TIME_ZONE });
  manager = await caseManager(context);
  client = await consentedClient(context, manager);
});
afterAll(() => context.close());

const run = (now: Date) => runNotificationJobs(context.database.db, context.app.config, now);

let events = 0;

/** A notification of `kind` about the test's charge, as an event's write leaves it. */
async function notify(user: User, kind: NotificationKind, createdAt = EVENT_AT): Promise<void> {
  events += 1;
  await context.database.db
    .insertInto('notifications')
    .values({
      recipient_user_id: user.id,
      kind,
      charge_id: client.chargeId,
      detail: JSON.stringify({ questionnaire: 'phq8' }),
      event_key: `test:${kind}:${events}`,
      created_at: createdAt,
    })
    .execute();
}

async function supporter(
  deliveries: Partial<Record<NotificationKind, NotificationDelivery>>,
  language: 'en' | 'zu' = 'en',
): Promise<User> {
  const user = await createUser(context, { firstName: 'Sibusiso', lastName: 'Mthembu' });
  await context.database.db
    .updateTable('users')
    .set({ language })
    .where('id', '=', user.id)
    .execute();
  await writeNotificationPreferences(context.database.db, user.id, deliveries);
  return user;
}

/** What a mail must never hold: the charge's or the recipient's names, a score, an answer. */
function expectNoHealthData(mail: SentMail): void {
  const everything = `${mail.subject}\n${mail.text}\n${mail.html}`;
  for (const word of ['Lindiwe', 'Zulu', 'Sibusiso', 'Mthembu', 'phq8', 'PHQ', 'severe']) {
    expect(everything).not.toContain(word);
  }
  // No number but the counts in brackets (a score, an answer) and the link's none.
  const withoutCounts = everything.replace(/\(\d+\)/g, '').replace(/http:\/\/portal\.test\S*/g, '');
  expect(withoutCounts).not.toMatch(/\d/);
  expect(everything).toContain('http://portal.test/notifications');
}

describe('notification preferences', () => {
  it('answer the defaults, store a change of some kinds, and refuse an unknown delivery', async () => {
    const user = await createUser(context);
    const headers = bearer((await login(context, user.email)).access);
    const url = '/api/v2/users/profile/notification-preferences/';
    const first = await context.app.inject({ url, headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual(DEFAULT_DELIVERY);

    const changed = await context.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { questionnaire_answered: 'weekly', flag_raised: 'portal' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      ...DEFAULT_DELIVERY,
      questionnaire_answered: 'weekly',
      flag_raised: 'portal',
    });
    expect((await context.app.inject({ url, headers })).json()).toEqual(changed.json());
    const audited = await context.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('actor_user_id', '=', user.id)
      .where('action', '=', 'auth.profile_update')
      .execute();
    expect(audited.map((row) => row.details)).toEqual([
      { notificationPreferences: { questionnaire_answered: 'weekly', flag_raised: 'portal' } },
    ]);

    const refused = await context.app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, 'accept-language': 'zu' },
      payload: { flag_raised: 'hourly' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await context.app.inject({ url, headers })).json()).toEqual(changed.json());
    expect(
      (await context.app.inject({ method: 'PUT', url, headers, payload: {} })).statusCode,
    ).toBe(400);
  });
});

describe('mails of notifications', () => {
  it('send one daily digest the next morning, in the recipient language, with initials and kinds only', async () => {
    const english = await supporter({ questionnaire_answered: 'daily', flag_raised: 'daily' });
    const zulu = await supporter({ questionnaire_answered: 'daily' }, 'zu');
    for (const user of [english, zulu]) {
      await notify(user, 'questionnaire_answered');
      await notify(user, 'questionnaire_answered');
    }
    await notify(english, 'flag_raised');

    // The same evening and before 07:00 the next day: nothing yet.
    await run(new Date(EVENT_AT.getTime() + 8 * 60 * MINUTE_MS));
    await run(new Date(DIGEST_AT.getTime() - MINUTE_MS));
    expect(await mailsSentTo(context, english.email)).toEqual([]);

    // 07:05, and again at 07:10 (another process, or a restart): one digest each.
    await run(new Date(DIGEST_AT.getTime() + 5 * MINUTE_MS));
    await run(new Date(DIGEST_AT.getTime() + 10 * MINUTE_MS));
    const [englishDigest, ...moreEnglish] = await mailsSentTo(context, english.email);
    const [zuluDigest, ...moreZulu] = await mailsSentTo(context, zulu.email);
    expect(moreEnglish).toEqual([]);
    expect(moreZulu).toEqual([]);
    expect(englishDigest?.subject).toBe('Case-manager portal: your daily digest');
    expect(englishDigest?.text).toContain('L.Z.: A questionnaire was answered (2)');
    expect(englishDigest?.text).toContain('L.Z.: A flag was raised (1)');
    expect(zuluDigest?.subject).toBe(
      'Iphothali yabaphathi bokunakekela: isifinyezo sakho sansuku zonke',
    );
    expect(zuluDigest?.text).toContain('L.Z.: Kuphendulwe isilinganiso (2)');
    expectNoHealthData(englishDigest!);
    expectNoHealthData(zuluDigest!);

    // Counted in the recipient's mail quota like every other mail.
    const counted = await context.database.db
      .selectFrom('mails')
      .select('id')
      .where('requested_by', '=', english.id)
      .execute();
    expect(counted.length).toBe(1);
  });

  it('send the Monday digest on the next Monday morning only', async () => {
    const user = await supporter({ questionnaire_answered: 'weekly' });
    await notify(user, 'questionnaire_answered');
    let monday = addDays(TODAY, 1);
    while (new Date(`${monday}T12:00:00Z`).getUTCDay() !== 1) {
      monday = addDays(monday, 1);
    }
    const mondayMorning = zonedHour(monday, 7, TIME_ZONE);
    // That evening, and the minute before (a daily digest's time on every day but Monday).
    await run(new Date(EVENT_AT.getTime() + 8 * 60 * MINUTE_MS));
    await run(new Date(mondayMorning.getTime() - MINUTE_MS));
    expect(await mailsSentTo(context, user.email)).toEqual([]);
    await run(new Date(mondayMorning.getTime() + MINUTE_MS));
    await run(new Date(mondayMorning.getTime() + 2 * MINUTE_MS));
    const mails = await mailsSentTo(context, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Case-manager portal: your weekly digest']);
    expect(mails[0]?.text).toContain('L.Z.: A questionnaire was answered (1)');
    expectNoHealthData(mails[0]!);
  });

  it('send a mail per event at once, and none to who chose the portal only', async () => {
    const atOnce = await supporter({
      flag_raised: 'immediate',
      questionnaire_answered: 'immediate',
    });
    const portalOnly = await supporter({ flag_raised: 'portal', questionnaire_answered: 'portal' });
    const now = new Date();
    for (const user of [atOnce, portalOnly]) {
      await notify(user, 'flag_raised', now);
      await notify(user, 'questionnaire_answered', now);
    }
    await run(new Date(now.getTime() + MINUTE_MS));
    await run(new Date(now.getTime() + 2 * MINUTE_MS));
    const mails = await mailsSentTo(context, atOnce.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Case-manager portal: A flag was raised',
      'Case-manager portal: A questionnaire was answered',
    ]);
    mails.forEach(expectNoHealthData);

    // Not in any digest either, the next morning or the next Monday.
    await run(new Date(now.getTime() + 8 * 24 * 60 * MINUTE_MS));
    expect(await mailsSentTo(context, portalOnly.email)).toEqual([]);
    expect(await mailsSentTo(context, atOnce.email)).toHaveLength(2);
  });

  it('hold back mails at once past the mail quota until the next daily digest', async () => {
    const user = await supporter({ flag_raised: 'immediate' });
    const quota = context.app.config.mailQuota.mailsPerDay;
    const now = new Date();
    for (let i = 0; i < quota + 2; i += 1) {
      await notify(user, 'flag_raised', now);
    }
    await run(new Date(now.getTime() + MINUTE_MS));
    expect(await mailsSentTo(context, user.email)).toHaveLength(quota);
    const tomorrow = zonedHour(addDays(calendarDay(now, TIME_ZONE), 1), 8, TIME_ZONE);
    await run(tomorrow);
    const [digest] = await mailsSentTo(context, user.email);
    expect(digest?.text).toContain('L.Z.: A flag was raised (2)');
  });
});

describe('escalation of an unacknowledged flag', () => {
  let companyAdmin: User;
  let companyId: number;

  beforeAll(async () => {
    companyId = await company(context, `Escalations ${Date.now()}`);
    companyAdmin = await createUser(context, { role: 'CA', companyIds: [companyId] });
  });

  async function severeClient(): Promise<{ client: Client; raisedAt: Date }> {
    const severe = await consentedClient(context, manager);
    await questionnaire(context, severe, 'phq8', 21, ago(0, 5));
    const row = await context.database.db
      .updateTable('charges')
      .set({ company_id: companyId })
      .where('id', '=', severe.chargeId)
      .returning('flag_severe_score_raised_at')
      .executeTakeFirstOrThrow();
    expect(row.flag_severe_score_raised_at).not.toBeNull();
    return { client: severe, raisedAt: new Date(row.flag_severe_score_raised_at!) };
  }

  const escalationsOf = (chargeId: number) =>
    context.database.db
      .selectFrom('notifications')
      .select(['recipient_user_id', 'kind', 'detail'])
      .where('charge_id', '=', chargeId)
      .where('kind', '=', 'flag_escalated')
      .execute();

  const audited = (chargeId: number, action: 'attention.escalate' | 'attention.acknowledge') =>
    context.database.db
      .selectFrom('audit_log')
      .select(['details', 'actor_user_id'])
      .where('charge_id', '=', chargeId)
      .where('action', '=', action)
      .execute();

  it('reaches the company administrator after the working days, once, audited and mailed', async () => {
    const { client: severe, raisedAt } = await severeClient();
    const due = escalationDue(raisedAt, ESCALATE_AFTER_WORKING_DAYS, TIME_ZONE);
    await run(new Date(due.getTime() - MINUTE_MS));
    expect(await escalationsOf(severe.chargeId)).toEqual([]);

    await run(new Date(due.getTime() + MINUTE_MS));
    await run(new Date(due.getTime() + 60 * MINUTE_MS));
    expect(await escalationsOf(severe.chargeId)).toEqual([
      {
        recipient_user_id: companyAdmin.id,
        kind: 'flag_escalated',
        detail: { code: 'severe_score' },
      },
    ]);
    const [entry, ...more] = await audited(severe.chargeId, 'attention.escalate');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_user_id: null,
      details: { code: 'severe_score', recipients: 1 },
    });
    // Escalated flags are mailed at once by default.
    const mails = (await mailsSentTo(context, companyAdmin.email)).filter((mail) =>
      mail.subject.includes('not acknowledged'),
    );
    expect(mails).toHaveLength(1);
    expectNoHealthData(mails[0]!);
  });

  it('stops when the flag is acknowledged in time; the acknowledgement is audited', async () => {
    const { client: severe, raisedAt } = await severeClient();
    const acknowledged = await context.app.inject({
      method: 'POST',
      url: `/api/v2/charges/${severe.chargeUuid}/attention/`,
      headers: manager.headers,
      payload: { code: 'severe_score', note: 'Called; safe.' },
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(201);
    const due = escalationDue(raisedAt, ESCALATE_AFTER_WORKING_DAYS, TIME_ZONE);
    await run(new Date(due.getTime() + 24 * 60 * MINUTE_MS));
    expect(await escalationsOf(severe.chargeId)).toEqual([]);
    expect(await audited(severe.chargeId, 'attention.escalate')).toEqual([]);
    expect(await audited(severe.chargeId, 'attention.acknowledge')).toHaveLength(1);
  });

  it('reaches the platform administrators where the company has none', async () => {
    const admin = await createUser(context, { role: 'AD', isSuperuser: true, isStaff: true });
    const lonely = await company(context, `No administrators ${Date.now()}`);
    const { client: severe, raisedAt } = await severeClient();
    await context.database.db
      .updateTable('charges')
      .set({ company_id: lonely })
      .where('id', '=', severe.chargeId)
      .execute();
    const due = escalationDue(raisedAt, ESCALATE_AFTER_WORKING_DAYS, TIME_ZONE);
    await run(new Date(due.getTime() + MINUTE_MS));
    const reached = (await escalationsOf(severe.chargeId)).map((row) => row.recipient_user_id);
    expect(reached).toContain(admin.id);
    expect(reached).not.toContain(companyAdmin.id);
  });
});
