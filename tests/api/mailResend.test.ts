import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverPendingMails, type MailTransport } from '../../server/mail/deliverPendingMails';
import { enqueueMail } from '../../server/repositories/mails';
import type { Mail } from '../../core/generated/mail';
import {
  bearer,
  createUser,
  login,
  startTestApp,
  TEST_SECRET,
  type TestContext,
} from './support/testApp';

let context: TestContext;
let admin: { authorization: string };
let adminId: number;

/** The SMTP server is the network edge: a transport that fails, then one that records. */
function transport(fail: boolean) {
  const sent: string[] = [];
  const send: MailTransport['send'] = async (mail) => {
    await Promise.resolve();
    if (fail) {
      throw new Error('421 service not available');
    }
    sent.push(mail.subject);
  };
  return { sent, transport: { send } };
}

const resend = (id: number, headers: Record<string, string> = admin) =>
  context.app.inject({ method: 'POST', url: `/api/v2/mail/${id}/resend/`, headers });
const read = async (id: number) =>
  (await context.app.inject({ url: `/api/v2/mail/${id}/`, headers: admin })).json<Mail>();
const resends = () =>
  context.database.db
    .selectFrom('audit_log')
    .select(['actor_user_id', 'target_id'])
    .where('action', '=', 'mail.resend')
    .execute();

beforeAll(async () => {
  context = await startTestApp();
  const user = await createUser(context, { username: 'mr-admin', role: 'AD', isSuperuser: true });
  adminId = user.id;
  admin = bearer((await login(context, user.email)).access);
});
afterAll(() => context.close());

describe('POST mail/{id}/resend/', () => {
  it('sends a failed mail again: queued, audited, then sent by the delivery', async () => {
    const { db } = context.database;
    const id = await enqueueMail(db, 'Portal <no-reply@example.org>', {
      to: ['bounce@example.org'],
      subject: 'Your invitation',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
    const failing = transport(true);
    await deliverPendingMails(db, failing.transport, { maxAttempts: 1, serverSecret: TEST_SECRET });
    // The failure's reason, as the mail server gave it.
    expect(await read(id)).toMatchObject({
      status: 'FL',
      failureReason: '421 service not available',
    });

    const response = await resend(id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toBe('The mail will be sent again.');
    // The failure's reason stays with the mail, and in the resend's audit entry.
    expect(await read(id)).toMatchObject({
      status: 'PN',
      failureReason: '421 service not available',
      failureCode: 421,
    });
    expect(await resends()).toEqual([{ actor_user_id: adminId, target_id: String(id) }]);
    const [entry] = await db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'mail.resend')
      .execute();
    expect(entry?.details).toEqual({ lastError: '421 service not available' });

    const working = transport(false);
    await deliverPendingMails(db, working.transport, { maxAttempts: 1, serverSecret: TEST_SECRET });
    expect(working.sent).toEqual(['Your invitation']);
    const mail = await read(id);
    expect(mail.status).toBe('SS');
    expect(mail.sentAt).not.toBeNull();
  });

  it('refuses a sent mail with a 409 in the reader’s language, changing nothing', async () => {
    const [sent] = await context.database.db
      .selectFrom('mails')
      .select('id')
      .where('status', '=', 'SS')
      .execute();
    const before = await read(sent!.id);
    const english = await resend(sent!.id);
    expect(english.statusCode).toBe(409);
    expect(english.json<{ message: string }>().message).toBe(
      'This mail has been sent already; only a mail that was not sent can be resent.',
    );
    const zulu = await resend(sent!.id, { ...admin, 'accept-language': 'zu' });
    expect(zulu.json<{ message: string }>().message).toMatch(/^Le-imeyili isithunyelwe kakade/);
    expect(await read(sent!.id)).toEqual(before);
    expect(await resends()).toHaveLength(1);
  });

  it('answers 404 for an unknown mail and 403 to a case manager', async () => {
    expect((await resend(2147483000)).statusCode).toBe(404);
    const manager = await createUser(context, { username: 'mr-manager', role: 'MG' });
    const headers = bearer((await login(context, manager.email)).access);
    const [any] = await context.database.db.selectFrom('mails').select('id').execute();
    expect((await resend(any!.id, headers)).statusCode).toBe(403);
  });

  it('refuses to resend a permanently refused mail, which fails at once and keeps its reason', async () => {
    const { db } = context.database;
    const id = await enqueueMail(db, 'Portal <no-reply@example.org>', {
      to: ['nobody@example.org'],
      subject: 'To nobody',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
    const refusing: MailTransport = {
      send: () =>
        Promise.reject(
          Object.assign(new Error('550 5.1.1 The mailbox does not exist'), { responseCode: 550 }),
        ),
    };
    // Five attempts allowed, but a permanent refusal is final at the first.
    await deliverPendingMails(db, refusing, { maxAttempts: 5, serverSecret: TEST_SECRET });
    const failed = await read(id);
    expect(failed).toMatchObject({
      status: 'FL',
      failureReason: '550 5.1.1 The mailbox does not exist',
      failureCode: 550,
    });
    const response = await resend(id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/refused this mail for good/);
    expect(await read(id)).toEqual(failed);
  });

  it('sends a waiting mail now, and refuses to resend one never sent', async () => {
    const { db } = context.database;
    const id = await enqueueMail(db, 'Portal <no-reply@example.org>', {
      to: ['later@example.org'],
      subject: 'Waiting',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
    const refused = await resend(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/waiting to be sent/);
    const now = await context.app.inject({
      method: 'POST',
      url: `/api/v2/mail/${id}/send-now/`,
      headers: admin,
    });
    expect(now.statusCode).toBe(200);
    expect(now.json<{ message: string }>().message).toBe('The mail will be sent now.');
    const [sendNow] = await db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'mail.send_now')
      .execute();
    expect(sendNow).toEqual({ action: 'mail.send_now', target_id: String(id) });
    const [sent] = await db.selectFrom('mails').select('id').where('status', '=', 'SS').execute();
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: `/api/v2/mail/${sent!.id}/send-now/`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(409);
  });
});
