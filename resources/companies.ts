import type { ResourceDefinition } from '../core/resourceDefinition';

const fields = [{ source: 'name' }];

/**
 * Companies (up to 100, spec section 9): every signed-in user reads them (the company filter,
 * the add-case-manager form, a new charge request), administrators add, rename and delete them.
 * A plain table: its statements are derived; a company a case manager, charge or charge request
 * refers to is not deleted (409 naming them).
 */
export const companies: ResourceDefinition = {
  name: 'companies',
  path: 'companies/',
  schema: 'company.json',
  table: 'companies',
  audience: 'everyone',
  columns: [{ field: 'name', type: 'text', sortable: true }],
  search: ['name'],
  filters: [],
  defaultSort: { field: 'name', order: 'asc' },
  rowClick: '/companies/:id',
  detail: [{ field: 'name', type: 'text' }],
  create: {
    schema: 'company-create.json',
    title: 'resources.companies.add',
    success: 'resources.companies.added',
    audience: 'admin',
    fields,
  },
  edit: {
    schema: 'company-update.json',
    title: 'resources.companies.edit',
    success: 'resources.companies.updated',
    audience: 'admin',
    fields,
  },
  delete: { success: 'resources.companies.deleted', audience: 'admin' },
  console: { audience: 'admin', menu: { group: 'main', order: 40, icon: 'business' } },
};
