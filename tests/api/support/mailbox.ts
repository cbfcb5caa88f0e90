import { deliverPendingMails, type MailTransport } from '../../../server/mail/deliverPendingMails';
import type { TestContext } from './testApp';

/** A mail as the transport was asked to send it: what its recipient reads. */
export type SentMail = Parameters<MailTransport['send']>[0];

const inboxes = new WeakMap<TestContext, SentMail[]>();

/**
 * Delivers every pending mail (once the requests' background work has ended) through a
 * recording transport, the SMTP server being the network edge; answers every mail sent in this
 * context so far, oldest first.
 */
export async function deliveredMails(context: TestContext): Promise<SentMail[]> {
  const inbox = inboxes.get(context) ?? [];
  inboxes.set(context, inbox);
  await context.app.background.settled();
  const transport: MailTransport = {
    send: (mail) => {
      inbox.push(mail);
      return Promise.resolve();
    },
  };
  const options = { serverSecret: context.app.config.jwtSecret, batchSize: 100 };
  while ((await deliverPendingMails(context.database.db, transport, options)) > 0) {
    // until none is pending
  }
  return inbox;
}

/** The mails delivered to `email`, newest first. */
export async function mailsSentTo(context: TestContext, email: string): Promise<SentMail[]> {
  return (await deliveredMails(context)).filter((mail) => mail.to.includes(email)).reverse();
}

/** The newest mail delivered to `email`; fails when there is none. */
export async function lastMailSentTo(context: TestContext, email: string): Promise<SentMail> {
  const [mail] = await mailsSentTo(context, email);
  if (!mail) {
    throw new Error(`no mail to ${email}`);
  }
  return mail;
}
