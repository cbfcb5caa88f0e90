interface Visit {
  value: unknown;
  path: readonly string[];
}

/**
 * The dotted path of the first string or key that holds U+0000, `''` for the value itself, or
 * undefined when there is none. PostgreSQL cannot store that character in text, so such input is
 * refused up front rather than failing in the database. Walks with its own stack: a hostile body
 * may nest deeper than the call stack.
 */
export function findNulByte(root: unknown): string | undefined {
  const pending: Visit[] = [{ value: root, path: [] }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value, path } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        return path.join('.');
      }
    } else if (typeof value === 'object' && value !== null) {
      const children = Object.entries(value);
      for (const [key] of children) {
        if (key.includes('\u0000')) {
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
