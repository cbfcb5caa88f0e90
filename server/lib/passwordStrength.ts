import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords } from '@zxcvbn-ts/language-en';
import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { MIN_PASSWORD_SCORE, weaknessOf, type PasswordWeakness } from '../../core/passwordStrength';

/**
 * What a person's own account says about them, which an attacker who knows them tries first;
 * named as in the users table and the payloads, so a row or a body is passed as it is.
 */
export interface PasswordOwner {
  email: string;
  username?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/** The service's own name in every language, word by word: "portalportal" is no secret here. */
const SERVICE_WORDS = [englishMessages.portal.app.name, zuluMessages.portal.app.name].flatMap(
  (name) => [name, ...name.split(/[\s-]+/)],
);

/**
 * The estimator's matching grows steeply with the length it reads and the l33t substitutions it
 * tries: with its defaults (256 characters, 100 substitutions) a 128-character run of digits and
 * symbols held the event loop for several seconds. 64 characters and 10 substitutions keep the
 * worst such input well under a second, and a password whose first 64 characters are strong is
 * strong; a leet word still scores as the word it spells.
 */
const JUDGED_LENGTH = 64;
const L33T_SUBSTITUTIONS = 10;

/** Built on first use: ranking the dictionaries takes a moment, needless for a server that sets none. */
let estimator: ZxcvbnFactory | undefined;

function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...englishWords },
    graphs: adjacencyGraphs,
    maxLength: JUDGED_LENGTH,
    l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
  });
  return estimator;
}

/** The owner's words as zxcvbn's user inputs: the whole e-mail, its local part and its names. */
function ownerWords(owner: PasswordOwner): string[] {
  const email = owner.email.trim();
  return [email, email.split('@')[0], owner.username, owner.first_name, owner.last_name]
    .map((word) => word?.trim() ?? '')
    .filter((word) => word !== '');
}

/** Why a new password is too weak for the minimum score, or undefined when it is strong enough. */
export function passwordWeakness(
  password: string,
  owner: PasswordOwner,
): PasswordWeakness | undefined {
  const result = strengthEstimator().check(password, [...ownerWords(owner), ...SERVICE_WORDS]);
  return result.score >= MIN_PASSWORD_SCORE ? undefined : weaknessOf(result.feedback.warning);
}
