interface Visit {
  value: unknown;
  path: readonly string[];
}

/**
 * Text PostgreSQL cannot store: U+0000, which no text column takes, or a lone surrogate (half of
 * a character), which no JSON column takes and a text column would keep only as U+FFFD.
 */
const unstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();

/**
 * The dotted path of the first string or key holding unstorable text, `''` for the value itself,
 * or undefined when there is none. Such input is refused up front rather than failing in the
 * database or being stored other than it came. Walks with its own stack: a hostile body may nest
 * deeper than the call stack.
 */
export function findUnstorableText(root: unknown): string | undefined {
  const pending: Visit[] = [{ value: root, path: [] }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value, path } = visit;
    if (typeof value === 'string') {
      if (unstorable(value)) {
        return path.join('.');
      }
    } else if (typeof value === 'object' && value !== null) {
      const children = Object.entries(value);
      for (const [key] of children) {
        if (unstorable(key)) {
          return [...path, key].join('.');
        }
      }
      // Reversed so the first field is looked at first.
      for (const [key, child] of children.reverse()) {
        pending.push({ value: child, path: path.length < 20 ? [...path, key] : path });
      }
    }
  }
  return undefined;
}
