/** Up to two letters for the avatar: from the username, else the e-mail. */
export function initialsOf(username: string | undefined, email: string | undefined): string {
  const source = (username?.trim() || email?.split('@')[0] || '?').replace(/[^\p{L}\p{N}]+/gu, ' ');
  const words = source.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : source.trim().slice(0, 2);
  return letters.toUpperCase() || '?';
}
