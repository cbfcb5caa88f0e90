/* Generated from schemas/course-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * PATCH courses/{id}/ (administrators): the fields that change; a null `nameZu` removes the isiZulu name (the course reads its English one).
 */
export interface CourseUpdate {
  name?: string;
  nameZu?: string | null;
}
