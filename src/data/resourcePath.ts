import { recordPathOf, type ResourceDefinition } from '../../core/resourceDefinition';

/** What the engine passes in a call's `meta`: values for `:param` path placeholders, an action. */
export interface ResourceMeta {
  pathParams?: Record<string, string | number>;
  /** A sub-path under the collection, e.g. `bulk-create/`. */
  action?: string;
}

const metaOf = (meta: unknown): ResourceMeta =>
  typeof meta === 'object' && meta !== null ? meta : {};

/** The definition's path with each `:param` filled from `meta.pathParams`, then the action. */
export function resourcePath(definition: ResourceDefinition, meta?: unknown): string {
  return `${filled(definition.path, definition, meta)}${metaOf(meta).action ?? ''}`;
}

/** The path of one record of the definition (`recordPathOf`), its placeholders filled. */
export function recordCollectionPath(definition: ResourceDefinition, meta?: unknown): string {
  return filled(recordPathOf(definition), definition, meta);
}

function filled(template: string, definition: ResourceDefinition, meta: unknown): string {
  const { pathParams = {} } = metaOf(meta);
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = pathParams[name];
    if (value === undefined) {
      throw new Error(`"${definition.name}" needs meta.pathParams.${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** react-admin needs an `id`; resources whose items have a uuid instead declare `idField`. */
export function withId<T>(definition: ResourceDefinition, record: T): T {
  const field = definition.idField;
  if (!field || typeof record !== 'object' || record === null) {
    return record;
  }
  return { ...record, id: (record as Record<string, unknown>)[field] };
}
