import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type AnySchemaObject } from 'ajv/dist/2020.js';
import { schemaFormats } from '../../core/schemaFormats';
import { flattenSchemas } from '../../core/schemaRefs';

const schemaDir = fileURLToPath(new URL('../../schemas/', import.meta.url));

/** Every file in `schemas/`, read once and flattened (core/schemaRefs.ts). */
export const schemas: AnySchemaObject[] = flattenSchemas(
  readdirSync(schemaDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(schemaDir + file, 'utf8')) as AnySchemaObject),
);

/** The schema file `id` (e.g. `issue-title.json`), for a limit declared in it. */
export function schemaOf(id: string): AnySchemaObject {
  const schema = schemas.find((candidate) => candidate.$id === id);
  if (schema === undefined) {
    throw new Error(`No schema ${id}`);
  }
  return schema;
}

/**
 * One Ajv per kind of input: bodies are checked as sent (unknown keys rejected, no coercion);
 * query strings and path params arrive as text, so they are coerced to the declared types.
 */
function createAjv(coerce: boolean): Ajv2020 {
  return new Ajv2020({
    allErrors: true,
    strict: false,
    coerceTypes: coerce,
    useDefaults: true,
    removeAdditional: false,
    schemas,
    formats: schemaFormats,
  });
}

export const bodyAjv = createAjv(false);
export const textAjv = createAjv(true);
