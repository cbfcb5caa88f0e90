import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { inHours, SENDER_QUOTA_WINDOW_MS } from '../../server/services/lifetimes';
import { caseManager, type CaseManager } from './support/app';
import { lastMailSentTo } from './support/mailbox';
import { startTestApp, type TestContext } from './support/testApp';

/** Mail abuse limits: invitations per request and a day, mails a day, subjects. */
let context: TestContext;
let manager: CaseManager;

beforeAll(async () => {
  context = await startTestApp({
    mailQuota: { mailsPerDay: 100, invitationsPerRequest: 10, invitationsPerDay: 50 },
  });
  manager = await caseManager(context, { firstName: 'IT Security: your password expires today' });
});
afterAll(() => context.close());

let counter = 0;

function createRequest(invitations: number, language = 'en', who: CaseManager = manager) {
  counter += 1;
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/case-managers/charge-requests/',
    headers: { ...who.headers, 'accept-language': language },
    payload: {
      first_name: 'Sipho',
      last_name: 'Nkosi',
      email: null,
      company: null,
      policy_number: null,
      designation: 'Case manager',
      invited_supporters: Array.from({ length: invitations }, (_, i) => ({
        email: `quota${counter}-${i}@example.org`,
        designation: 'OT',
      })),
    },
  });
}

async function counts() {
  const db = context.database.db;
  const count = async (table: 'mails' | 'invitations' | 'charge_requests') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    mails: await count('mails'),
    invitations: await count('invitations'),
    requests: await count('charge_requests'),
  };
}

describe('invitation quotas', () => {
  it('refuses more invitations in one request than allowed, in the reader’s language', async () => {
    const before = await counts();
    const response = await createRequest(11, 'zu');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ data: Record<string, string[]> }>().data.invited_supporters).toEqual([
      zuluMessages.portal.api.quota.invitations_per_request.replace('%{limit}', '10'),
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses the 51st invitation of the day with a clear message and queues nothing', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await createRequest(10)).statusCode).toBe(201);
    }
    const before = await counts();
    const refused = await createRequest(1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(
      englishMessages.portal.api.quota.invitations_per_day
        .replace('%{limit}', '50')
        .replace('%{hours}', String(inHours(SENDER_QUOTA_WINDOW_MS))),
    );
    const inZulu = await createRequest(1, 'zu');
    expect(inZulu.json<{ message: string }>().message).toBe(
      zuluMessages.portal.api.quota.invitations_per_day
        .replace('%{limit}', '50')
        .replace('%{hours}', String(inHours(SENDER_QUOTA_WINDOW_MS))),
    );
    expect(await counts()).toEqual(before);
    // Someone else's quota is their own.
    const colleague = await caseManager(context);
    expect((await createRequest(1, 'en', colleague)).statusCode).toBe(201);
  });

  it('never starts a subject with the sender’s own words', async () => {
    const mail = await lastMailSentTo(context, `quota${counter - 3}-0@example.org`);
    expect(mail.subject).toBe(englishMessages.portal.api.mails.invitation.subject);
    expect(mail.subject).not.toContain('IT Security');
  });
});

describe('the mail quota', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await startTestApp({
      mailQuota: { mailsPerDay: 3, invitationsPerRequest: 10, invitationsPerDay: 50 },
    });
  });
  afterAll(() => small.close());

  it('counts every mail a user’s actions queue', async () => {
    const sender = await caseManager(small);
    const request = (n: number) =>
      small.app.inject({
        method: 'POST',
        url: '/api/v2/case-managers/charge-requests/',
        headers: sender.headers,
        payload: {
          first_name: 'Lerato',
          last_name: 'Nkosi',
          email: null,
          company: null,
          policy_number: null,
          designation: 'Case manager',
          invited_supporters: Array.from({ length: n }, (_, i) => ({
            email: `mailquota-${n}-${i}@example.org`,
            designation: 'OT',
          })),
        },
      });
    expect((await request(3)).statusCode).toBe(201);
    const refused = await request(1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(
      englishMessages.portal.api.quota.mails_per_day
        .replace('%{limit}', '3')
        .replace('%{hours}', String(inHours(SENDER_QUOTA_WINDOW_MS))),
    );
  });
});
