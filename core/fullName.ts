/** A person's full name from their optional first and last names: what is there, one space apart. */
export const fullName = (
  first: string | null | undefined,
  last: string | null | undefined,
): string => [first, last].filter(Boolean).join(' ');
