/**
 * The shape of a declarative resource definition (`resources/*.ts`). Plain data only: no React,
 * icons and custom components are named, not imported, so the server can read the same
 * declaration for its list whitelist.
 */

export type ColumnType = 'text' | 'email' | 'date' | 'datetime' | 'number' | 'boolean' | 'list';

export interface ColumnDefinition {
  /** The response field (camelCase, as in the entity schema). */
  field: string;
  /** i18n key of the header; defaults to `resources.<name>.fields.<field>`. */
  label?: string;
  type: ColumnType;
  sortable?: boolean;
}

export type FilterDefinition =
  | { field: string; kind: 'select'; reference: string }
  | { field: string; kind: 'period' }
  | { field: string; kind: 'checkbox' };

export type Audience = 'everyone' | 'admin';

export interface ResourceDefinition {
  /** The react-admin resource name and the API path under `/api/v2/`. */
  name: string;
  path: string;
  /** `$id` of the JSON Schema of one list item. */
  schema: string;
  audience: Audience;
  columns: ColumnDefinition[];
  /** Fields one search text applies to; the API receives `field::text` for each. */
  search: string[];
  filters: FilterDefinition[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Rows per page when the call names none (spec: company mates load 20). */
  defaultPageSize?: number;
  /** Route a row click opens, with `:id` replaced by the record's id. */
  rowClick?: string;
}

/** The fields a list call may use, derived from the definition: declared once, checked twice. */
export interface ListWhitelist {
  sortable: string[];
  filterable: string[];
  searchable: string[];
}

export function listWhitelist(definition: ResourceDefinition): ListWhitelist {
  return {
    sortable: definition.columns.filter((c) => c.sortable).map((c) => c.field),
    filterable: definition.filters.map((f) => f.field),
    searchable: definition.search,
  };
}
