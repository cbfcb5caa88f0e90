/**
 * Spec section 2: a blank string typed into a field becomes null. Used as react-admin inputs'
 * `parse` and on payloads before sending.
 */
export function blankToNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  return value.trim() === '' ? null : value;
}
