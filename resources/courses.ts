import type { ResourceDefinition } from '../core/resourceDefinition';

/** The app's courses, for the charges' course filter. */
export const courses: ResourceDefinition = {
  name: 'courses',
  path: 'charges/courses/',
  schema: 'course.json',
  audience: 'everyone',
  columns: [{ field: 'name', type: 'text', sortable: true }],
  search: ['name'],
  filters: [],
  defaultSort: { field: 'name', order: 'asc' },
};
