/**
 * Characters that let one name look like another or hide part of it: controls (Cc), format
 * characters (Cf: the bidirectional overrides and isolates, zero-width spaces and joiners, the
 * byte-order mark, soft hyphens), line and paragraph separators, private-use characters.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}]/u;

/** Whether a name, username or e-mail holds a character a reader cannot see for what it is. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN.test(text);
}
