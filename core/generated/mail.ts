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
   * Why the last delivery attempt failed (the mail server's answer), while the mail is not sent; null otherwise.
   */
  failureReason: string | null;
}
