/** A field value as text: strings, numbers and booleans as they are, anything else as ''. */
export function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}
