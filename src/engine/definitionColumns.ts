import type {
  ColumnDefinition,
  FilterDefinition,
  ResourceDefinition,
} from '../core/resourceDefinition';

/** A column as the engine renders it: its label key resolved. */
export type EngineColumn = ColumnDefinition & { label: string; sortable: boolean };
export type EngineFilter = FilterDefinition & { label: string };

/** `resources.<name>.fields.<field>` unless the definition names another key. */
export function fieldLabel(definition: ResourceDefinition, field: string): string {
  return (
    definition.columns.find((c) => c.field === field)?.label ??
    `resources.${definition.name}.fields.${field}`
  );
}

const resolve = (definition: ResourceDefinition, column: ColumnDefinition): EngineColumn => ({
  ...column,
  label: column.label ?? fieldLabel(definition, column.field),
  sortable: column.sortable === true,
});

/** The list's columns, in the declared order. */
export function columnsOf(definition: ResourceDefinition): EngineColumn[] {
  return definition.columns.map((column) => resolve(definition, column));
}

/** The detail page's fields; without a declaration, the list's columns. */
export function detailFieldsOf(definition: ResourceDefinition): EngineColumn[] {
  return (definition.detail ?? definition.columns).map((column) => resolve(definition, column));
}

export function filtersOf(definition: ResourceDefinition): EngineFilter[] {
  return definition.filters.map((filter) => ({
    ...filter,
    label: filter.label ?? fieldLabel(definition, filter.field),
  }));
}

/** The message key of a choice filter's option: its declared label, else the option itself. */
export function choiceLabel(filter: FilterDefinition, option: string): string {
  return (filter.kind === 'choice' ? filter.labels?.[option] : undefined) ?? option;
}

/** A grid card: the declared title column (else the first), then the others. */
export function cardColumns(definition: ResourceDefinition) {
  const columns = columnsOf(definition);
  const title = columns.find((c) => c.field === definition.cardTitle) ?? columns[0];
  return { title, rest: columns.filter((c) => c !== title) };
}

/**
 * The route a row opens: each `:field` of the template replaced by that field of the record;
 * null when there is no template or the record lacks a field.
 */
export function rowLink(template: string | undefined, record: Record<string, unknown>) {
  if (!template) {
    return null;
  }
  let missing = false;
  const link = template.replace(/:(\w+)/g, (_, field: string) => {
    const value = record[field];
    if (typeof value !== 'string' && typeof value !== 'number') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : link;
}
