import { sql } from 'kysely';
import type { Mail } from '../db/database';
import type { Executor } from '../db/executor';

export interface OutgoingMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** The mail's one-time secret, sealed; the bodies hold `SECRET_MASK` in its place. */
  secretSealed?: string;
  /** The user whose action queues the mail, counted against their daily mail quota. */
  requestedBy?: number;
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
      secret_sealed: mail.secretSealed ?? null,
      requested_by: mail.requestedBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Queues the mail when `userId` names a user, and nothing otherwise, by one statement either way
 * (see insertPasswordResetToken): the work does not tell whether the address is known.
 */
export async function enqueueMailIfUser(
  db: Executor,
  sender: string,
  userId: number,
  mail: OutgoingMail,
): Promise<void> {
  await db
    .insertInto('mails')
    .columns([
      'subject',
      'sender',
      'recipients',
      'body_html',
      'body_text',
      'secret_sealed',
      'requested_by',
    ])
    .expression(
      db
        .selectFrom('users')
        .select([
          sql<string>`${mail.subject}::text`.as('subject'),
          sql<string>`${sender}::text`.as('sender'),
          sql<string[]>`${mail.to}::text[]`.as('recipients'),
          sql<string>`${mail.html}::text`.as('body_html'),
          sql<string>`${mail.text}::text`.as('body_text'),
          sql<string | null>`${mail.secretSealed ?? null}::text`.as('secret_sealed'),
          sql<number | null>`${mail.requestedBy ?? null}::bigint`.as('requested_by'),
        ])
        .where('id', '=', userId),
    )
    .execute();
}

/**
 * Claims up to `batchSize` pending mails for `leaseMs` with row locks (`SKIP LOCKED`), counting
 * the attempt: any number of processes may claim at once, and each mail goes to one of them.
 */
export async function claimPendingMails(
  db: Executor,
  batchSize: number,
  leaseMs: number,
): Promise<Mail[]> {
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
  return claimed.rows;
}

/** How many mails `userId`'s actions queued since `since` (the per-user mail quota). */
export async function countMailsRequestedBy(
  db: Executor,
  userId: number,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('mails')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('requested_by', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks a mail sent and forgets its secret: a delivered mail row holds none. */
export async function markMailSent(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('mails')
    .set({
      status: 'SS',
      secret_sealed: null,
      sent_at: new Date(),
      locked_until: null,
      last_error: null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** Releases a mail whose sending failed: pending again for a retry, or failed (FL) for good. */
export async function markMailFailed(
  db: Executor,
  id: number,
  failure: { final: boolean; error: string; code: number | null },
): Promise<void> {
  await db
    .updateTable('mails')
    .set({
      status: failure.final ? 'FL' : 'PN',
      locked_until: null,
      last_error: failure.error,
      last_error_code: failure.code,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Puts a mail that was not sent back in the delivery queue, at once and with a fresh count of
 * attempts: a failed one (`from` FL) whose last failure was not permanent, or a waiting one
 * (`from` PN). Its last failure's answer stays with it until it is sent. Answers whether it was
 * queued, and the failure it had.
 */
export async function requeueUnsentMail(
  db: Executor,
  id: number,
  from: 'FL' | 'PN',
): Promise<{ lastError: string | null } | null> {
  const row = await db
    .updateTable('mails')
    .set({ status: 'PN', attempts: 0, locked_until: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', from)
    // Temporary failures only (core/mailFailure.ts): a 5yz reply would come again.
    .where((eb) => eb.or([eb('last_error_code', 'is', null), eb('last_error_code', '<', 500)]))
    .returning('last_error')
    .executeTakeFirst();
  return row ? { lastError: row.last_error } : null;
}

export async function mailExists(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('mails').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
