/* Generated from schemas/mail.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { MailStatus } from './mail-status';

/**
 * An outgoing e-mail, as stored in the mail table.
 */
export interface Mail {
  id: number;
  subject: string;
  sender: string;
  to: string[];
  status: MailStatus;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  sentAt: string | null;
  bodyHtml: string;
  bodyText: string;
  /**
   * Why the last delivery attempt failed (the mail server's answer), while the mail is not sent, kept when it is sent again; null otherwise.
   */
  failureReason: string | null;
  /**
   * The SMTP reply code of that failure, when the mail server gave one: 5yz is permanent (a resend would fail again), 4yz temporary.
   */
  failureCode: number | null;
}
