import { accessCodeRevokeRefusal } from './accessCodeRevoke';
import { accountActionRefusal, type AccountAction } from './accountActions';
import { isPermanentFailure } from './mailFailure';

/**
 * The rules that refuse a declared write on one record (a definition's `delete.rule`, an
 * action's `rule`), by name. Each reads the record as the API presents its detail, which is what
 * the portal holds too: the API answers a refusal with the rule's status and message before the
 * write, and the portal hides or disables the action the same rule refuses.
 */

/** Why a write cannot be taken on a record: the i18n key of its message and its status. */
export interface RecordRefusal {
  message: string;
  status: 400 | 403 | 409;
}

/** Who asks: a rule about one's own account reads it (null: a rule that does not). */
export interface RecordCaller {
  userId: number | null;
}

export interface RecordRule {
  /** Every status the rule answers, for the operation's OpenAPI entry. */
  statuses: RecordRefusal['status'][];
  refusal: (record: Record<string, unknown>, caller: RecordCaller) => RecordRefusal | null;
}

/** An account's detail (users/{uuid}/ or case-managers/{uuid}/) as the account actions read it. */
const accountRule = (action: AccountAction): RecordRule => ({
  statuses: [400, 409],
  refusal: (record, caller) => {
    const refusal = accountActionRefusal(action, {
      isActive: record.isActive === true,
      isClient: record.isClient === true,
      secondFactor: record.secondFactor === true,
      own: record.id === caller.userId,
    });
    return refusal && { message: refusal.message, status: refusal.status };
  },
});

export const RECORD_RULES = {
  /** Revoke only a code nobody used and no charge request holds. */
  'access-code-revoke': {
    statuses: [409],
    refusal: (record) => {
      const message = accessCodeRevokeRefusal({
        used: record.used === true,
        requested: record.toBeUsedBy !== null && record.toBeUsedBy !== undefined,
      });
      return message === null ? null : { message, status: 409 };
    },
  },
  /**
   * Resend only a mail that failed (spec section 4: `FL`; `SS` is sent, `PN` waits) for a reason
   * a resend can fix: not after a permanent refusal such as a mailbox that does not exist.
   */
  'mail-resend': {
    statuses: [409],
    refusal: (record) => {
      const message =
        record.status === 'SS'
          ? 'portal.api.mails.already_sent'
          : record.status === 'PN'
            ? 'portal.api.mails.waiting'
            : isPermanentFailure(record.failureCode as number | null)
              ? 'portal.api.mails.permanent_failure'
              : null;
      return message && { message, status: 409 };
    },
  },
  /** Send now only a mail waiting to be sent (`PN`): it goes out on the next delivery. */
  'mail-send-now': {
    statuses: [409],
    refusal: (record) =>
      record.status === 'PN' ? null : { message: 'portal.api.mails.not_waiting', status: 409 },
  },
  /** Mark read only a notification still unread: a read one has nothing left to mark. */
  'notification-mark-read': {
    statuses: [409],
    refusal: (record) =>
      record.state === 'unread'
        ? null
        : { message: 'resources.notifications.already_read', status: 409 },
  },
  'password-reset': accountRule('password-reset'),
  'second-factor-reset': accountRule('second-factor-reset'),
  /** Export everything held only about a client: a staff account has no client record. */
  'client-export': {
    statuses: [409],
    refusal: (record) =>
      record.isClient === true
        ? null
        : { message: 'portal.api.client_rights.not_client', status: 409 },
  },
  /** Anonymise only a client, and only once. */
  'client-anonymise': {
    statuses: [409],
    refusal: (record) =>
      record.isClient !== true
        ? { message: 'portal.api.client_rights.not_client', status: 409 }
        : record.anonymised === true
          ? { message: 'portal.api.client_rights.already_anonymised', status: 409 }
          : null,
  },
} satisfies Record<string, RecordRule>;

export type RecordRuleName = keyof typeof RECORD_RULES;

/** The refusal of the rule `name` for `record`, or null when the write may be taken. */
export function recordRefusal(
  name: RecordRuleName | undefined,
  record: object,
  caller: RecordCaller = { userId: null },
): RecordRefusal | null {
  return name ? RECORD_RULES[name].refusal(record as Record<string, unknown>, caller) : null;
}
