/**
 * The e-mail the login form opens with after a password reset or "Login Instead": the user
 * just typed it or was signed in with it. Held in memory only (never in the URL or storage,
 * which logout clears), for this page load; a successful login forgets it.
 */
let hint: string | null = null;

/** Remembers the e-mail for the next login form. */
export function rememberLoginEmail(email: string | null | undefined): void {
  const trimmed = email?.trim() ?? '';
  hint = trimmed === '' ? null : trimmed;
}

/** The e-mail to prefill, if any. */
export function loginEmailHint(): string | null {
  return hint;
}

/** Forgets it (after a login, and between tests). */
export function forgetLoginEmail(): void {
  hint = null;
}
