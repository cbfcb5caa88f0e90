const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Deep-merges theme options, later ones winning; functions (style callbacks) and arrays are
 * replaced, not merged. Local because @mui/utils is not one of the app's declared dependencies.
 */
export function mergeOptions<T extends object>(base: T, ...overrides: object[]): T {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const override of overrides) {
    for (const [key, value] of Object.entries(override)) {
      const current = result[key];
      result[key] =
        isPlainObject(current) && isPlainObject(value) ? mergeOptions(current, value) : value;
    }
  }
  return result as T;
}
