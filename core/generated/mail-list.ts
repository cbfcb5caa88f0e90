/* Generated from schemas/mail-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Mail } from './mail';

/**
 * A page of mails.
 */
export interface MailList {
  items: Mail[];
  count: number;
}
