import type { JsonSchema } from './resourceDefinition';

/**
 * A property that refers to another schema's property (`pet-create.json#/properties/kind`), as
 * that property: a field's type, enum and limits are declared once and its other schemas point
 * there. Any other `$ref` (a shared schema such as `email.json`) is left as it is.
 */
export function derefProperty(
  property: JsonSchema | undefined,
  schemas: readonly JsonSchema[],
): JsonSchema | undefined {
  const ref = property?.$ref;
  const match = typeof ref === 'string' ? /^([\w.-]+)#\/properties\/(\w+)$/.exec(ref) : null;
  if (!match) {
    return property;
  }
  const [, file, name] = match;
  const target = schemas.find((schema) => schema.$id === file);
  const properties = target?.properties as Record<string, JsonSchema> | undefined;
  return derefProperty(properties?.[name ?? ''], schemas);
}
