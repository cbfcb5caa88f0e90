import { readFileSync } from 'node:fs';

/**
 * Passwords too common to allow (issue 8: "not one of the most common passwords").
 *
 * `commonPasswords.txt` is a hand-curated list (no list could be downloaded where it was made):
 * the head of the well-known public lists of leaked passwords (SecLists' most-common lists, the
 * NCSC's top 100,000), common keyboard walks, and words a South African case-management portal's
 * users are likely to pick (places, teams, names, the portal's own subject). The 12-character
 * minimum already refuses most of any top-10,000 list, so the check also catches what people do
 * to reach 12: a listed word with digits or symbols around it ("Password2026!"), one character or
 * a short chunk repeated, and runs along the keyboard, the alphabet or the digits.
 */
const LIST = new Set(
  readFileSync(new URL('./commonPasswords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#')),
);

/** Runs along which a typed password is a walk, not a choice (either direction). */
const SEQUENCES = [
  '01234567890123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  '1q2w3e4r5t6y7u8i9o0p',
  'q1w2e3r4t5y6u7i8o9p0',
  'zaq1xsw2cde3vfr4bgt5nhy6mju7',
];

/** Digits and symbols people put around a word to make it long enough. */
const PADDING = /^[\d\W_]+|[\d\W_]+$/g;

function isWalk(text: string): boolean {
  return SEQUENCES.some((run) => run.includes(text) || [...run].reverse().join('').includes(text));
}

/** True when the text is a short chunk (up to 4 characters) said again and again. */
function isRepetition(text: string): boolean {
  return /^(.{1,4})\1+$/su.test(text);
}

/** Whether a password is one of the most common ones, ignoring case. */
export function isCommonPassword(password: string): boolean {
  const text = password.toLowerCase();
  const core = text.replace(PADDING, '');
  return (
    LIST.has(text) ||
    LIST.has(core) ||
    isRepetition(text) ||
    isWalk(text) ||
    // A short core is mostly padding, and a lone letter is in every alphabet run.
    (core.length >= 4 && (isRepetition(core) || isWalk(core)))
  );
}

/** How many passwords the list holds, for the documentation and its test. */
export const COMMON_PASSWORD_COUNT = LIST.size;
