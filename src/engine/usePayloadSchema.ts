import { useQuery } from '@tanstack/react-query';

import type { JsonSchema } from '../core/resourceDefinition';
import { useDefinitions } from '../app/DefinitionsContext';

/** Payload schemas, each its own small chunk, loaded when a form first needs it. */
const files = import.meta.glob<JsonSchema>('../../schemas/*-{create,update}.json', {
  import: 'default',
});

async function loadSchema(id: string, own: readonly JsonSchema[]): Promise<JsonSchema | null> {
  const declared = own.find((schema) => schema.$id === id);
  if (declared) {
    return declared;
  }
  const load = files[`../../schemas/${id}`];
  return load ? load() : null;
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
