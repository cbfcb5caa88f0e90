import type { ResourceDefinition } from '../src/core/resourceDefinition';

/** Every mail the portal sent or will send, for administrators (spec: Mails). */
export const mails: ResourceDefinition = {
  name: 'mails',
  path: 'mail/',
  schema: 'mail.json',
  audience: 'admin',
  columns: [
    { field: 'subject', type: 'text' },
    { field: 'to', type: 'list' },
    { field: 'status', type: 'text' },
    { field: 'createdAt', type: 'datetime', sortable: true },
  ],
  search: ['subject', 'recipients'],
  filters: [],
  defaultSort: { field: 'createdAt', order: 'desc' },
  rowClick: '/emails/:id',
};
