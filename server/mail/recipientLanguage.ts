import type { Executor } from '../db/executor';
import type { Language } from '../lib/translate';
import { findUserByEmail } from '../repositories/users';

/**
 * The language of mails to `email`: its account's stored language, English when there is no
 * account or none is stored (a mail is read later, by someone else than the request's reader).
 */
export async function recipientLanguage(db: Executor, email: string): Promise<Language> {
  return (await findUserByEmail(db, email))?.language ?? 'en';
}
