import { isNode, type Node } from '../../core/schemaRefs';

/**
 * Answer schemas as the serializer reads them: a nullable member written
 * `anyOf: [X, {"type": "null"}]` becomes X with `null` among its types. fast-json-stringify
 * chooses an `anyOf` branch by validating the value against each branch with Ajv, formats and
 * all, on every answer (half the time it took to serialize a charges page); a list of types it
 * chooses by `typeof`. Serializing reads types, not constraints, so every answer is written the
 * same. Request validation and the OpenAPI document keep the schemas as written.
 */

const isNullType = (value: unknown) =>
  isNode(value) && value.type === 'null' && Object.keys(value).length === 1;

export interface SerializableSchemas {
  /** Every schema file, by `$id`, as the serializer reads it. */
  files: Record<string, unknown>;
  /** A route's own answer schema as the serializer reads it. */
  of: (schema: unknown) => unknown;
}

/** The schema files `schemas` (by `$id`) as the serializer reads them. */
export function serializableSchemas(schemas: Record<string, unknown>): SerializableSchemas {
  const rewritten = new Map<string, unknown>();
  const byId = (id: string): Node | undefined => {
    if (!rewritten.has(id)) {
      rewritten.set(id, undefined);
      rewritten.set(id, rewrite(schemas[id]));
    }
    const found = rewritten.get(id);
    return isNode(found) ? found : undefined;
  };

  /** The single-typed schema an `anyOf` member stands for: itself, or the file it refers to. */
  const typedMember = (member: Node): Node | undefined => {
    const target =
      typeof member.$ref === 'string' && Object.keys(member).length === 1
        ? byId(member.$ref)
        : member;
    return target && typeof target.type === 'string' ? target : undefined;
  };

  const nullable = (node: Node): Node | undefined => {
    const { anyOf, ...siblings } = node;
    if (!Array.isArray(anyOf) || anyOf.length !== 2 || !anyOf.some(isNullType)) {
      return undefined;
    }
    const other: unknown = anyOf.find((member) => !isNullType(member));
    const target = isNode(other) ? typedMember(other) : undefined;
    if (target === undefined) {
      return undefined;
    }
    // A file's identity stays with the file: the member becomes a copy of its body.
    const body: Node = { ...target, ...siblings, type: [target.type, 'null'] };
    delete body.$id;
    delete body.$schema;
    return body;
  };

  function rewrite(node: unknown): unknown {
    if (Array.isArray(node)) {
      return node.map(rewrite);
    }
    if (!isNode(node)) {
      return node;
    }
    const copy = Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, rewrite(value)]),
    );
    return nullable(copy) ?? copy;
  }

  for (const id of Object.keys(schemas)) {
    byId(id);
  }
  return { files: Object.fromEntries(rewritten), of: rewrite };
}
