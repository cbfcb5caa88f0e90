import { hash, verify } from '@node-rs/argon2';
import { fieldError } from './apiError';
import { isCommonPassword } from './commonPasswords';
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

/** Spec wording of the rule, declared once in i18n and shown under every new-password field. */
export const COMMON_PASSWORD = (): string => translate('portal.shared.password.common');

/** A new password's last check before it is hashed: a 400 on the field when it is too common. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw fieldError(field, COMMON_PASSWORD());
  }
}
