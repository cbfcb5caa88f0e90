import { sql } from 'kysely';
import { isHealthNotification } from '../../core/notifications';
import { CONSENT_GIVEN } from '../../machines/consent';
import type { NotificationKind } from '../db/database';
import type { Executor } from '../db/executor';

export interface NotificationEvent {
  kind: NotificationKind;
  /** Users it may reach; a health kind reaches only those with their own Given consent. */
  recipients: readonly number[];
  chargeId?: number;
  issueId?: number;
  /** Codes only (a flag's code, a questionnaire's kind, a count): never free text or a score. */
  detail?: Record<string, string | number>;
  /**
   * The event and the record that raised it: a retried or repeated write with the same key
   * notifies nobody twice.
   */
  eventKey: string;
  /**
   * One unread notification of this kind per charge and person is enough (questionnaires
   * answered since the person last looked): none is added while one is unread.
   */
  whileNoneUnread?: boolean;
}

/**
 * Writes one notification per recipient, in the caller's transaction (the write that caused the
 * event), so the event is notified if and only if the write stands. Delivery (mails, digests) is
 * read from these rows later; nothing is sent here.
 */
export async function notify(trx: Executor, event: NotificationEvent): Promise<void> {
  const recipients = [...new Set(event.recipients)];
  if (recipients.length === 0) {
    return;
  }
  const chargeId = event.chargeId ?? null;
  const health = isHealthNotification(event.kind);
  if (health && chargeId === null) {
    throw new Error(`A ${event.kind} notification names no charge.`);
  }
  await trx
    .insertInto('notifications')
    .columns(['recipient_user_id', 'kind', 'charge_id', 'issue_id', 'detail', 'event_key'])
    .expression((eb) => {
      let query = eb
        .selectFrom('users as u')
        .select([
          'u.id',
          sql.lit(event.kind).as('kind'),
          sql<number | null>`${chargeId}::bigint`.as('charge_id'),
          sql<number | null>`${event.issueId ?? null}::bigint`.as('issue_id'),
          sql<string>`${JSON.stringify(event.detail ?? {})}::jsonb`.as('detail'),
          sql<string>`${event.eventKey}::text`.as('event_key'),
        ])
        .where('u.id', 'in', recipients);
      if (health) {
        // The consent is read here, in the event's own statement: a consent withdrawn in the
        // same transaction stops the notification too.
        query = query.where((where) =>
          where.exists(
            where
              .selectFrom('charge_supporters as s')
              .innerJoin('case_managers as cm', 'cm.id', 's.case_manager_id')
              .select(sql.lit(1).as('one'))
              .whereRef('cm.user_id', '=', 'u.id')
              .where('s.charge_id', '=', chargeId)
              .where('s.consent_status', '=', CONSENT_GIVEN),
          ),
        );
      }
      if (event.whileNoneUnread) {
        query = query.where((where) =>
          where.not(
            where.exists(
              where
                .selectFrom('notifications as n')
                .select(sql.lit(1).as('one'))
                .whereRef('n.recipient_user_id', '=', 'u.id')
                .where('n.charge_id', '=', chargeId)
                .where('n.kind', '=', event.kind)
                .where('n.read_at', 'is', null),
            ),
          ),
        );
      }
      return query;
    })
    .onConflict((oc) => oc.columns(['recipient_user_id', 'event_key']).doNothing())
    .execute();
}
