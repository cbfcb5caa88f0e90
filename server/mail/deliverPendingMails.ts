import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { Mail } from '../db/database';

/** What actually sends a mail: nodemailer over SMTP in production, a recorder in tests. */
export interface MailTransport {
  send(mail: {
    from: string;
    to: string[];
    subject: string;
    html: string;
    text: string;
  }): Promise<void>;
}

export interface DeliveryOptions {
  batchSize?: number;
  /** How long a claimed mail stays with its claimer before another process may retry it. */
  leaseMs?: number;
  maxAttempts?: number;
}

/**
 * Claims pending mails with row locks (`SKIP LOCKED`), so any number of API processes can run
 * this at once and each mail is sent by exactly one of them, then records the outcome.
 */
export async function deliverPendingMails(
  db: Executor,
  transport: MailTransport,
  options: DeliveryOptions = {},
): Promise<number> {
  const { batchSize = 10, leaseMs = 60_000, maxAttempts = 5 } = options;
  const claimed = await sql<Mail>`
    UPDATE mails SET locked_until = now() + ${`${leaseMs} milliseconds`}::interval,
                     attempts = attempts + 1, updated_at = now()
    WHERE id IN (
      SELECT id FROM mails
      WHERE status = 'PN' AND (locked_until IS NULL OR locked_until < now())
      ORDER BY created_at, id
      LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`.execute(db);
  let sent = 0;
  for (const mail of claimed.rows) {
    try {
      await transport.send({
        from: mail.sender,
        to: mail.recipients,
        subject: mail.subject,
        html: mail.body_html,
        text: mail.body_text,
      });
      await db
        .updateTable('mails')
        .set({
          status: 'SS',
          sent_at: new Date(),
          locked_until: null,
          last_error: null,
          updated_at: new Date(),
        })
        .where('id', '=', mail.id)
        .execute();
      sent += 1;
    } catch (error) {
      await db
        .updateTable('mails')
        .set({
          status: mail.attempts >= maxAttempts ? 'FL' : 'PN',
          locked_until: null,
          last_error: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
          updated_at: new Date(),
        })
        .where('id', '=', mail.id)
        .execute();
    }
  }
  return sent;
}
