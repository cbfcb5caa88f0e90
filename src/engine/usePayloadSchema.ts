import { useQuery } from '@tanstack/react-query';

import { derefProperty } from '../../core/schemaRefs';
import type { JsonSchema } from '../../core/resourceDefinition';
import { useDefinitions } from '../app/DefinitionsContext';

/** Payload schemas, each its own small chunk, loaded when a form first needs it. */
const files = import.meta.glob<JsonSchema>('../../schemas/*-{create,update}.json', {
  import: 'default',
});

async function loadFile(id: string, own: readonly JsonSchema[]): Promise<JsonSchema | null> {
  const declared = own.find((schema) => schema.$id === id);
  if (declared) {
    return declared;
  }
  const load = files[`../../schemas/${id}`];
  return load ? load() : null;
}

/** A payload schema whose properties that point at another schema's are inlined. */
async function loadSchema(id: string, own: readonly JsonSchema[]): Promise<JsonSchema | null> {
  const schema = await loadFile(id, own);
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const referred = Object.values(properties).flatMap((property) => {
    const file = typeof property.$ref === 'string' ? property.$ref.split('#')[0] : undefined;
    return file && property.$ref !== file ? [file] : [];
  });
  const others = await Promise.all([...new Set(referred)].map((file) => loadFile(file, own)));
  const known = others.filter((other): other is JsonSchema => other !== null);
  return (
    schema && {
      ...schema,
      properties: Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          derefProperty(property, known) ?? property,
        ]),
      ),
    }
  );
}

/**
 * The payload schema a form is drawn from (`schemas/`, or a test fixture's own in its
 * definition); undefined while it loads.
 */
export function usePayloadSchema(id: string): JsonSchema | null | undefined {
  const definitions = useDefinitions();
  const own = definitions.flatMap((definition) => definition.schemas ?? []);
  const { data } = useQuery({
    queryKey: ['payload-schema', id],
    queryFn: () => loadSchema(id, own),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data;
}
