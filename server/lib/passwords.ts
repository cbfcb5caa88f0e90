import { hash, verify } from '@node-rs/argon2';
import { fieldError } from './apiError';
import type { PasswordWeakness } from '../../core/passwordStrength';
import { passwordWeakness, type PasswordOwner } from './passwordStrength';
import { translate } from './translate';

/** `Algorithm.Argon2id`: the package ships a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane. */
const options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of a random password, verified against when an account is unknown so timing matches. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword(crypto.randomUUID());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** The message under the field for each reason a password is too weak, declared in i18n. */
const WEAKNESS_MESSAGES: Record<PasswordWeakness, string> = {
  personal: 'portal.shared.password.weak.personal',
  common: 'portal.shared.password.weak.common',
  keyboard: 'portal.shared.password.weak.keyboard',
  repeated: 'portal.shared.password.weak.repeated',
  sequence: 'portal.shared.password.weak.sequence',
  dates: 'portal.shared.password.weak.dates',
  words: 'portal.shared.password.weak.words',
  guessable: 'portal.shared.password.weak.guessable',
};

/** The words a weak password is refused with, in the reader's language. */
export function weakPasswordMessage(weakness: PasswordWeakness): string {
  return translate(WEAKNESS_MESSAGES[weakness]);
}

/** Why a new password is refused, in the reader's language, or undefined when it is strong. */
export function weakPasswordError(password: string, owner: PasswordOwner): string | undefined {
  const weakness = passwordWeakness(password, owner);
  return weakness && weakPasswordMessage(weakness);
}

/**
 * A new password's last check before it is hashed: a 400 on the field, saying why, when it is
 * too easy to guess for whoever knows the owner's name and e-mail (core/passwordStrength.ts).
 */
export function assertStrongPassword(password: string, field: string, owner: PasswordOwner): void {
  const error = weakPasswordError(password, owner);
  if (error) {
    throw fieldError(field, error);
  }
}
