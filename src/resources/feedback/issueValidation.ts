import issueText from '../../../schemas/issue-text.json';
import issueTitle from '../../../schemas/issue-title.json';

/** Spec sections 5 and 9: the issue title's and text's lengths, as their schemas declare them. */
export const TITLE_MIN = issueTitle.minLength;
export const TITLE_MAX = issueTitle.maxLength;
export const TEXT_MAX = issueText.maxLength;

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
