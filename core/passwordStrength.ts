/**
 * The strength a new password must reach, as zxcvbn scores it (0 to 4, from its estimate of the
 * guesses an attacker needs). 4 means at least 10^10 guesses: the scores below let through a
 * dictionary word with a year and a symbol ("Welcome2026!!", score 3, about 10^8 guesses), the
 * first thing an attacker holding a leaked hash tries, while a phrase of a few ordinary words
 * ("blue-river-stone", "ihhashi elimnyama") reaches 4.
 */
export const MIN_PASSWORD_SCORE = 4;

/**
 * Why a password is too weak, one reason per message the person reads under the field; the
 * estimator's own feedback is folded into these so every word shown comes from i18n.
 */
export type PasswordWeakness =
  'personal' | 'common' | 'keyboard' | 'repeated' | 'sequence' | 'dates' | 'words' | 'guessable';

/** zxcvbn's warning keys (its `translationKeys.warnings`) and the reason each is shown as. */
const WARNING_REASONS: Record<string, PasswordWeakness> = {
  userInputs: 'personal',
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  simpleRepeat: 'repeated',
  extendedRepeat: 'repeated',
  sequences: 'sequence',
  recentYears: 'dates',
  dates: 'dates',
  wordByItself: 'words',
  namesByThemselves: 'words',
  commonNames: 'words',
};

/**
 * The reason for a score below the minimum, from zxcvbn's warning key; a weak password it has
 * no warning for (a word with digits and a symbol, say) is simply too easy to guess.
 */
export function weaknessOf(warning: string | null): PasswordWeakness {
  return (warning && WARNING_REASONS[warning]) || 'guessable';
}
