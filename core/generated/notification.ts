/* Generated from schemas/notification.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { NotificationKind } from './notification-kind';
import type { Uuid } from './uuid';

/**
 * One of the caller's own notifications: its kind, the charge it is about (named as the caller may see it) or the issue, what happened as an i18n key with the codes it is filled with, when, and whether it was read.
 */
export interface Notification {
  uuid: Uuid;
  kind: NotificationKind;
  /**
   * The charge it is about; null for an issue's.
   */
  chargeUuid: string | null;
  /**
   * Whom or what it is about: the charge's name as the caller's caseload shows it, or the issue's title.
   */
  about: string;
  /**
   * The feedback issue it is about; null for a charge's.
   */
  issueUuid: string | null;
  /**
   * What happened: an i18n key and its values, each a code or the i18n key of one.
   */
  what: {
    key: string;
    values: {
      [k: string]: string | undefined;
    };
  };
  createdAt: IsoDateTime;
  /**
   * Whether the caller read it.
   */
  state: 'unread' | 'read';
}
