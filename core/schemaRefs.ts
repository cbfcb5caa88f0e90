import type { JsonSchema } from './resourceDefinition';

/**
 * The schema files build on each other, and are read only through `flattenSchema`: the type
 * generator, Ajv, the OpenAPI document and the forms all see the flattened schema, so none of
 * them needs to follow a reference into another file's property or an `allOf` of objects.
 *
 * - A property may be `{"$ref": "pet-create.json#/properties/kind"}`: it stands for that
 *   property, so a field's type, enum and limits are declared once.
 * - An object may be `{"allOf": [{"$ref": "case-manager.json"}, {"properties": …, "required": …}],
 *   "unevaluatedProperties": false}`: the members' properties and required fields are merged into
 *   one object (a detail is its list item and more). The merge is ours, not JSON Schema's
 *   conjunction, under which the item's own `additionalProperties: false` would refuse the
 *   detail's extra fields; the object's `unevaluatedProperties` becomes its
 *   `additionalProperties`. Two members declaring one property differently is an error.
 *
 * Any other `$ref` (a shared schema such as `email.json`) is left as it is.
 */

const PROPERTY_REF = /^([\w.-]+)#\/properties\/(\w+)$/;

/** A schema object (or one of its keyword maps) as the walkers read it. */
export type Node = Record<string, unknown>;

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `$ref` value anywhere in a schema. */
export function collectRefs(node: unknown, refs: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    node.forEach((item) => collectRefs(item, refs));
  } else if (isNode(node)) {
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

/** The files a schema's references name, without their fragments. */
export function referencedFiles(schema: unknown): Set<string> {
  return new Set([...collectRefs(schema)].map((ref) => ref.split('#')[0] ?? ref));
}

function schemaNamed(id: string, schemas: readonly JsonSchema[], from: string): JsonSchema {
  const found = schemas.find((schema) => schema.$id === id);
  if (!found) {
    throw new Error(`${from} refers to missing schema ${id}`);
  }
  return found;
}

/** The merged object of an `allOf` node (see the file comment). */
function mergeAllOf(node: Node, flatten: (child: unknown) => unknown, from: string): Node {
  const { allOf, unevaluatedProperties, ...rest } = node;
  const properties: Node = {};
  const required: string[] = [];
  for (const member of allOf as unknown[]) {
    const flat = flatten(member);
    if (!isNode(flat) || !isNode(flat.properties)) {
      throw new Error(`${from}: each allOf member must be an object schema with properties`);
    }
    for (const [name, property] of Object.entries(flat.properties)) {
      if (name in properties && JSON.stringify(properties[name]) !== JSON.stringify(property)) {
        throw new Error(`${from}: allOf members declare ${name} differently`);
      }
      properties[name] = property;
    }
    for (const name of (flat.required as string[] | undefined) ?? []) {
      if (!required.includes(name)) {
        required.push(name);
      }
    }
  }
  return {
    ...rest,
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    ...(unevaluatedProperties === undefined ? {} : { additionalProperties: unevaluatedProperties }),
  };
}

/**
 * `schema` with its property references replaced by the properties they name and its `allOf`s of
 * objects merged, `schemas` being the files it may refer to (itself included or not).
 */
export function flattenSchema(schema: JsonSchema, schemas: readonly JsonSchema[]): JsonSchema {
  const from = `schemas/${schema.$id ?? '(no $id)'}`;
  const visiting: string[] = [];
  const flatten = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      return node.map(flatten);
    }
    if (!isNode(node)) {
      return node;
    }
    const ref = node.$ref;
    const match = typeof ref === 'string' ? PROPERTY_REF.exec(ref) : null;
    if (match) {
      if (Object.keys(node).length > 1) {
        throw new Error(`${from}: a $ref must stand alone (${match[0]})`);
      }
      const [, file = '', name = ''] = match;
      const properties = schemaNamed(file, schemas, from).properties as Node | undefined;
      if (!properties || !(name in properties)) {
        throw new Error(`${from} refers to ${match[0]}, which is not a property`);
      }
      return follow(file, properties[name]);
    }
    const copy: Node = {};
    for (const [key, value] of Object.entries(node)) {
      copy[key] = key === 'allOf' && Array.isArray(value) ? value.map(memberOf) : flatten(value);
    }
    return Array.isArray(copy.allOf) ? mergeAllOf(copy, (member) => member, from) : copy;
  };
  // An allOf member naming a whole file stands for that file's object, itself flattened.
  const memberOf = (member: unknown): unknown => {
    const ref = isNode(member) ? member.$ref : undefined;
    if (typeof ref === 'string' && !ref.includes('#')) {
      if (Object.keys(member as Node).length > 1) {
        throw new Error(`${from}: a $ref must stand alone (${ref})`);
      }
      const { properties, required } = schemaNamed(ref, schemas, from);
      return follow(ref, { properties, required });
    }
    return flatten(member);
  };
  const follow = (file: string, target: unknown): unknown => {
    if (visiting.includes(file)) {
      throw new Error(`${from}: references loop through ${[...visiting, file].join(' -> ')}`);
    }
    visiting.push(file);
    try {
      return flatten(target);
    } finally {
      visiting.pop();
    }
  };
  return flatten(schema) as JsonSchema;
}

/** Every schema of `schemas`, flattened against the others. */
export function flattenSchemas<T extends JsonSchema>(schemas: readonly T[]): T[] {
  return schemas.map((schema) => flattenSchema(schema, schemas) as T);
}
