import type { ColumnDefinition, FilterDefinition, ResourceDefinition } from './resourceDefinition';

/**
 * A column as the engine renders it: its label key resolved, and for a choice column without
 * declared `choices` the prefix of its values' keys (`resources.<name>.choices.<field>`).
 */
export type EngineColumn = ColumnDefinition & {
  label: string;
  sortable: boolean;
  choicePrefix?: string;
};
/** What shows a column's values: its declaration, and any convention the engine resolved. */
export type ShownColumn = ColumnDefinition & Pick<EngineColumn, 'choicePrefix'>;
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
  ...(column.type === 'choice' && !column.choices
    ? { choicePrefix: `resources.${definition.name}.choices.${column.field}` }
    : {}),
});

/** The message key of a choice column's value: declared, by convention, or none (shown as is). */
export function choiceKey(column: ShownColumn, value: string): string | undefined {
  if (column.choicePrefix) {
    return value === '' ? undefined : `${column.choicePrefix}.${value}`;
  }
  return (
    column.choices?.[value] ??
    (column.resourceNames && value !== '' ? resourceNameKey(value) : column.otherwise)
  );
}

/** The key of a resource's name, `'One |||| Many'`: translated with `smart_count`. */
export const resourceNameKey = (name: string): string => `resources.${name}.name`;

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
    ...conventionalLabels(definition, filter),
    label: filter.label ?? fieldLabel(definition, filter.field),
  }));
}

/** The message key of a choice filter's option: its declared label, else the option itself. */
export function choiceLabel(filter: FilterDefinition, option: string): string {
  return (filter.kind === 'choice' ? filter.labels?.[option] : undefined) ?? option;
}

/**
 * A choice filter's option labels when it declares none: those of its column's values by
 * convention (`resources.<name>.choices.<field>.<value>`).
 */
function conventionalLabels(definition: ResourceDefinition, filter: FilterDefinition) {
  const column = definition.columns.find((c) => c.field === filter.field);
  if (filter.kind !== 'choice' || filter.labels || column?.type !== 'choice' || column.choices) {
    return {};
  }
  return {
    labels: Object.fromEntries(
      filter.options.map((option) => [
        option,
        `resources.${definition.name}.choices.${filter.field}.${option}`,
      ]),
    ),
  };
}

/** One record as its detail page and confirmations name it (`titleFields`, else the card title). */
export function recordTitleOf(
  definition: ResourceDefinition,
  record: Record<string, unknown>,
): string {
  const fields = definition.titleFields ?? [
    definition.cardTitle ?? definition.columns[0]?.field ?? 'id',
  ];
  return fields
    .map((field) => record[field])
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(' ');
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
export function rowLink(
  template: string | string[] | undefined,
  record: Record<string, unknown>,
): string | null {
  if (Array.isArray(template)) {
    for (const each of template) {
      const link = rowLink(each, record);
      if (link) {
        return link;
      }
    }
    return null;
  }
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
