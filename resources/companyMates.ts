import type { ResourceDefinition } from '../core/resourceDefinition';
import { DESIGNATION_LABELS } from '../core/storedValues';

/** Case managers who share a company with the caller, to attach to a new charge request. */
export const companyMates: ResourceDefinition = {
  name: 'company-mates',
  path: 'case-managers/from-same-company/',
  schema: 'company-mate.json',
  audience: 'everyone',
  columns: [
    { field: 'name', type: 'text', sortable: true },
    { field: 'email', type: 'email' },
    { field: 'designation', type: 'choice', choices: DESIGNATION_LABELS },
  ],
  search: ['email', 'name'],
  filters: [],
  defaultSort: { field: 'name', order: 'asc' },
  defaultPageSize: 20,
};
