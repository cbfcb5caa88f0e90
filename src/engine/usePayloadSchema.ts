import { useQuery } from '@tanstack/react-query';

import { flattenSchema, referencedFiles } from '../../core/schemaRefs';
import type { JsonSchema } from '../../core/resourceDefinition';
import { useDefinitions } from '../app/DefinitionsContext';

/**
 * The schema files, each its own small chunk: a payload schema is loaded when a form first needs
 * it, with the files it refers to.
 */
const files = import.meta.glob<JsonSchema>('../../schemas/*.json', { import: 'default' });

async function loadFile(id: string, own: readonly JsonSchema[]): Promise<JsonSchema | null> {
  const declared = own.find((schema) => schema.$id === id);
  if (declared) {
    return declared;
  }
  const load = files[`../../schemas/${id}`];
  return load ? load() : null;
}

/** A payload schema flattened (core/schemaRefs.ts) against the files it refers to. */
async function loadSchema(id: string, own: readonly JsonSchema[]): Promise<JsonSchema | null> {
  const loaded = new Map<string, JsonSchema>();
  const visit = async (file: string): Promise<void> => {
    const schema = loaded.has(file) ? null : await loadFile(file, own);
    if (schema) {
      loaded.set(file, schema);
      await Promise.all([...referencedFiles(schema)].map(visit));
    }
  };
  await visit(id);
  const schema = loaded.get(id);
  return schema ? flattenSchema(schema, [...loaded.values()]) : null;
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
