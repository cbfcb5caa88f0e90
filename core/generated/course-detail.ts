/* Generated from schemas/course-detail.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * One course as administrators edit it: `name` is its English name whatever the reader's language, `nameZu` its isiZulu name or null.
 */
export interface CourseDetail {
  id: number;
  name: string;
  nameZu: string | null;
}
