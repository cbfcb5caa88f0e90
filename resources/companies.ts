import type { ResourceDefinition } from '../core/resourceDefinition';

/** Companies, for the company filter and the add-case-manager form (up to 100, spec section 9). */
export const companies: ResourceDefinition = {
  name: 'companies',
  path: 'companies/',
  schema: 'company.json',
  audience: 'everyone',
  columns: [{ field: 'name', type: 'text', sortable: true }],
  search: ['name'],
  filters: [],
  defaultSort: { field: 'name', order: 'asc' },
};
