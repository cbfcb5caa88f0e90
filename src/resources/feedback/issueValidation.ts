/** Spec sections 5 and 9: the issue title holds 4 to 256 characters, the text at most 2048. */
export const TITLE_MIN = 4;
export const TITLE_MAX = 256;
export const TEXT_MAX = 2048;

type ValidationResult = { message: string; args: Record<string, number> } | string | undefined;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Required, then the length bounds, with the generic messages of spec section 5. */
export function validateTitle(value: unknown): ValidationResult {
  const title = text(value);
  if (title === '') {
    return 'portal.validation.required';
  }
  if (title.length < TITLE_MIN) {
    return { message: 'portal.validation.min', args: { n: TITLE_MIN } };
  }
  if (title.length > TITLE_MAX) {
    return { message: 'portal.validation.max', args: { n: TITLE_MAX } };
  }
  return undefined;
}

export function validateText(value: unknown): ValidationResult {
  return text(value).length > TEXT_MAX
    ? { message: 'portal.validation.max', args: { n: TEXT_MAX } }
    : undefined;
}
