import type { Executor } from '../db/executor';

export interface OutgoingMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
}

/** Every outgoing mail is first a row: the admin Mails page reads it, a sender delivers it. */
export async function enqueueMail(
  db: Executor,
  sender: string,
  mail: OutgoingMail,
): Promise<number> {
  const row = await db
    .insertInto('mails')
    .values({
      subject: mail.subject,
      sender,
      recipients: mail.to,
      body_html: mail.html,
      body_text: mail.text,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
