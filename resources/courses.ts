import type { ResourceDefinition } from '../core/resourceDefinition';

/** The English name is required, the isiZulu one optional (the course then reads its English). */
const fields = [
  { source: 'name', label: 'resources.courses.fields.englishName' },
  { source: 'nameZu' },
];

/**
 * The app's courses, named in the reader's language: every signed-in user reads them (the
 * charges' course filter), administrators add, rename and delete them. Its SQL is its own
 * (server/repositories/resources/courses.ts): the isiZulu name lives in `translated_names`.
 */
export const courses: ResourceDefinition = {
  name: 'courses',
  path: 'courses/',
  specPath: 'charges/courses/',
  schema: 'course.json',
  detailSchema: 'course-detail.json',
  audience: 'everyone',
  columns: [{ field: 'name', type: 'text', sortable: true }],
  search: ['name'],
  filters: [],
  defaultSort: { field: 'name', order: 'asc' },
  // Spec section 7 answers the courses whole: a short list, one page when none is asked.
  defaultPageSize: 100,
  rowClick: '/courses/:id',
  detail: [
    { field: 'name', type: 'text', label: 'resources.courses.fields.englishName' },
    { field: 'nameZu', type: 'text' },
  ],
  create: {
    schema: 'course-create.json',
    title: 'resources.courses.add',
    success: 'resources.courses.added',
    audience: 'admin',
    fields,
  },
  edit: {
    schema: 'course-update.json',
    title: 'resources.courses.edit',
    success: 'resources.courses.updated',
    audience: 'admin',
    fields,
  },
  delete: { success: 'resources.courses.deleted', audience: 'admin' },
  console: { audience: 'admin', menu: { group: 'main', order: 50, icon: 'school' } },
};
