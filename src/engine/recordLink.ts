import { consolePages, type ColumnDefinition } from '../../core/resourceDefinition';
import { resourceDefinitions } from '../../resources';

/** Resources whose records have a detail page, by name. */
const withDetail = new Set(
  resourceDefinitions
    .filter((definition) => definition.console && consolePages(definition).includes('show'))
    .map((definition) => definition.name),
);

/**
 * The page of the record a link column names, by its kind (the `by` field's value): the declared
 * path, else, where kinds may be resources, the resource's own detail page; undefined when the
 * portal has no page for it.
 */
export function recordLink(
  links: NonNullable<ColumnDefinition['links']>,
  kind: string,
): string | undefined {
  return (
    links.paths[kind] ?? (links.resourcePages && withDetail.has(kind) ? `/${kind}/:id` : undefined)
  );
}
