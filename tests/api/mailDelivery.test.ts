import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverPendingMails, type MailTransport } from '../../server/mail/deliverPendingMails';
import { enqueueMail } from '../../server/repositories/mails';
import { startTestApp, TEST_SECRET, type TestContext } from './support/testApp';

let context: TestContext;

beforeAll(async () => {
  context = await startTestApp();
});
afterAll(() => context.close());

/** A transport that records what it was asked to send: the SMTP server is the network edge. */
function recorder(fail: (to: string) => boolean = () => false) {
  const sent: string[] = [];
  const transport: MailTransport = {
    send: async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (fail(mail.to[0] ?? '')) {
        throw new Error('451 4.3.0 mailbox busy, try later');
      }
      sent.push(mail.to[0] ?? '');
    },
  };
  return { sent, transport };
}

async function enqueue(to: string) {
  await enqueueMail(context.database.db, 'Portal <no-reply@example.org>', {
    to: [to],
    subject: 'Hello',
    html: '<p>Hello</p>',
    text: 'Hello',
  });
}

describe('mail delivery', () => {
  it('sends each pending mail exactly once even with two senders at work', async () => {
    const addresses = Array.from({ length: 25 }, (_, i) => `reader${i}@example.org`);
    for (const address of addresses) {
      await enqueue(address);
    }
    const first = recorder();
    const second = recorder();
    await Promise.all([
      (async () => {
        while (
          (await deliverPendingMails(context.database.db, first.transport, {
            batchSize: 3,
            serverSecret: TEST_SECRET,
          })) > 0
        ) {
          // keep draining
        }
      })(),
      (async () => {
        while (
          (await deliverPendingMails(context.database.db, second.transport, {
            batchSize: 3,
            serverSecret: TEST_SECRET,
          })) > 0
        ) {
          // keep draining
        }
      })(),
    ]);
    const all = [...first.sent, ...second.sent].sort();
    expect(all).toEqual([...addresses].sort());
    const rows = await context.database.db
      .selectFrom('mails')
      .select(['status', 'sent_at'])
      .execute();
    expect(rows.every((r) => r.status === 'SS' && r.sent_at !== null)).toBe(true);
  });

  it('retries a mail failing for a temporary reason and gives up after the last attempt', async () => {
    await enqueue('bounce@example.org');
    const failing = recorder((to) => to === 'bounce@example.org');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await deliverPendingMails(context.database.db, failing.transport, {
        maxAttempts: 3,
        serverSecret: TEST_SECRET,
      });
    }
    const row = await context.database.db
      .selectFrom('mails')
      .select(['status', 'attempts', 'last_error'])
      .where(sql<boolean>`${'bounce@example.org'} = ANY(recipients)`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'FL',
      attempts: 3,
      last_error: '451 4.3.0 mailbox busy, try later',
    });
    expect(failing.sent).toEqual([]);
  });
});
