/** The `$ref`s of a schema, shared by the type and validator generators. */

/** Every `$ref` value anywhere in a schema. */
export function collectRefs(node: unknown, refs: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    node.forEach((item) => collectRefs(item, refs));
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        refs.add(value);
      } else {
        collectRefs(value, refs);
      }
    }
  }
  return refs;
}
