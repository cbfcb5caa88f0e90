/* Generated from schemas/course-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * POST courses/ (administrators): a course's English name and, where it has one, its isiZulu name; each unique.
 */
export interface CourseCreate {
  name: string;
  nameZu?: string | null;
}
