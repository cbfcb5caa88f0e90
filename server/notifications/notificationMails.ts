import { sql } from 'kysely';
import { DAY_MS } from '../../core/durations';
import type { NotificationDelivery, NotificationKind } from '../../core/notificationDelivery';
import type { Config } from '../config';
import type { Executor } from '../db/executor';
import { inLanguage } from '../lib/translate';
import { notificationMail, type NotificationLine } from '../mail/templates/notificationMail';
import { countMailsRequestedBy, enqueueMail } from '../repositories/mails';
import { effectiveDelivery } from '../repositories/notificationPreferences';
import { lockSender } from '../repositories/senderQuota';
import { SENDER_QUOTA_WINDOW_MS } from '../services/lifetimes';
import { dailyDigestCutoff, weeklyDigestCutoff } from './schedule';

/*
 * The mails of the notifications: one at once per event for those who chose it, a daily and a
 * Monday digest for the others. Every API process runs these; each person's mails are made in
 * one transaction that holds their users row (the sender-quota lock), reads their notifications
 * still unmailed, queues the mail into the `mails` outbox and marks the notifications mailed. A
 * process killed in the middle commits one person's mail with its marks or nothing, and
 * another process (or this one after a restart) finds what is left: nothing lost, nothing twice.
 */

export type NotificationMailConfig = Pick<
  Config,
  'timeZone' | 'publicUrl' | 'mailSender' | 'mailQuota'
>;

/** How far back an at-once mail is still worth sending (after a process was down, say). */
const AT_ONCE_WITHIN_MS = DAY_MS;
/** How far back a digest reaches: a missed morning is caught up, a week's portal-only is not. */
const DIGEST_WITHIN_MS: Record<'daily' | 'weekly', number> = {
  daily: 8 * DAY_MS,
  weekly: 15 * DAY_MS,
};

interface Window {
  deliveries: NotificationDelivery[];
  from: Date;
  before: Date;
}

/** The people with notifications due in `window` (a read without locks: each is locked next). */
async function recipientsDue(db: Executor, window: Window): Promise<number[]> {
  const rows = await sql<{ recipient_user_id: number }>`
    SELECT DISTINCT n.recipient_user_id FROM notifications n
    WHERE n.mailed_at IS NULL AND n.created_at >= ${window.from} AND n.created_at < ${window.before}
      AND ${effectiveDelivery()} IN (${sql.join(window.deliveries)})
    ORDER BY n.recipient_user_id`.execute(db);
  return rows.rows.map((row) => Number(row.recipient_user_id));
}

interface DueNotification {
  id: number;
  kind: NotificationKind;
  /** The charge's initials, made in SQL so that no name leaves the database for a mail. */
  initials: string | null;
}

/** One person's notifications due in `window`, oldest first. */
async function notificationsDue(
  db: Executor,
  userId: number,
  window: Window,
): Promise<DueNotification[]> {
  const initial = (column: string) =>
    sql`upper(left(nullif(trim(${sql.ref(column)}), ''), 1)) || '.'`;
  const rows = await sql<DueNotification>`
    SELECT n.id, n.kind,
      nullif(concat_ws('', ${initial('cu.first_name')}, ${initial('cu.last_name')}), '') AS initials
    FROM notifications n
    LEFT JOIN charges c ON c.id = n.charge_id
    LEFT JOIN users cu ON cu.id = c.user_id
    WHERE n.recipient_user_id = ${userId} AND n.mailed_at IS NULL
      AND n.created_at >= ${window.from} AND n.created_at < ${window.before}
      AND ${effectiveDelivery()} IN (${sql.join(window.deliveries)})
    ORDER BY n.created_at, n.id`.execute(db);
  return rows.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

async function markMailed(db: Executor, ids: number[], now: Date): Promise<void> {
  if (ids.length > 0) {
    await db.updateTable('notifications').set({ mailed_at: now }).where('id', 'in', ids).execute();
  }
}

/** The recipient's address and language, when the account can still be written to. */
function activeRecipient(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'language'])
    .where('id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** Lines of a digest: per person (initials) and kind, how many, in the order they first came. */
function digestLines(due: DueNotification[]): NotificationLine[] {
  const lines = new Map<string, NotificationLine>();
  for (const notification of due) {
    const key = `${notification.initials ?? ''}\u0000${notification.kind}`;
    const line = lines.get(key);
    if (line) {
      line.count += 1;
    } else {
      lines.set(key, { initials: notification.initials, kind: notification.kind, count: 1 });
    }
  }
  return [...lines.values()];
}

const inboxLink = (config: NotificationMailConfig) => `${config.publicUrl}/notifications`;

/**
 * One mail per notification for those who chose "at once", while their mail quota lasts (the
 * mails count as theirs); what the quota holds back waits for the next daily digest. Answers how
 * many mails were queued.
 */
export async function sendMailsAtOnce(
  db: Executor,
  config: NotificationMailConfig,
  now: Date,
): Promise<number> {
  const window: Window = {
    deliveries: ['immediate'],
    from: new Date(now.getTime() - AT_ONCE_WITHIN_MS),
    before: new Date(now.getTime() + 1),
  };
  let queued = 0;
  for (const userId of await recipientsDue(db, window)) {
    queued += await db.transaction().execute(async (trx) => {
      await lockSender(trx, userId);
      const recipient = await activeRecipient(trx, userId);
      const due = await notificationsDue(trx, userId, window);
      if (!recipient || due.length === 0) {
        return 0;
      }
      // The mails' own clock: their rows are stamped by the database when queued.
      const since = new Date(Date.now() - SENDER_QUOTA_WINDOW_MS);
      const room = config.mailQuota.mailsPerDay - (await countMailsRequestedBy(trx, userId, since));
      const sending = due.slice(0, Math.max(0, room));
      for (const notification of sending) {
        const mail = inLanguage(recipient.language ?? 'en', () =>
          notificationMail({
            to: recipient.email,
            link: inboxLink(config),
            mode: 'immediate',
            lines: [{ initials: notification.initials, kind: notification.kind, count: 1 }],
          }),
        );
        await enqueueMail(trx, config.mailSender, { ...mail, requestedBy: userId });
      }
      await markMailed(
        trx,
        sending.map((notification) => notification.id),
        now,
      );
      return sending.length;
    });
  }
  return queued;
}

/**
 * The daily digest (the days before today, sent from 07:00) or the Monday digest (the weeks
 * before this one, sent from Monday 07:00): one mail per person with anything due. The daily
 * one also carries what the mail quota held back from "at once". Answers how many were queued.
 */
export async function sendDigests(
  db: Executor,
  config: NotificationMailConfig,
  now: Date,
  digest: 'daily' | 'weekly',
): Promise<number> {
  const before =
    digest === 'daily'
      ? dailyDigestCutoff(now, config.timeZone)
      : weeklyDigestCutoff(now, config.timeZone);
  const window: Window = {
    deliveries: digest === 'daily' ? ['daily', 'immediate'] : ['weekly'],
    from: new Date(before.getTime() - DIGEST_WITHIN_MS[digest]),
    before,
  };
  let queued = 0;
  for (const userId of await recipientsDue(db, window)) {
    queued += await db.transaction().execute(async (trx) => {
      await lockSender(trx, userId);
      const recipient = await activeRecipient(trx, userId);
      // Read again under the lock: another process may have sent this digest meanwhile.
      const due = await notificationsDue(trx, userId, window);
      if (!recipient || due.length === 0) {
        return 0;
      }
      const mail = inLanguage(recipient.language ?? 'en', () =>
        notificationMail({
          to: recipient.email,
          link: inboxLink(config),
          mode: digest,
          lines: digestLines(due),
        }),
      );
      await enqueueMail(trx, config.mailSender, { ...mail, requestedBy: userId });
      await markMailed(
        trx,
        due.map((notification) => notification.id),
        now,
      );
      return 1;
    });
  }
  return queued;
}
