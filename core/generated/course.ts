/* Generated from schemas/course.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * A course a charge follows, named in the reader's language (its English name where it has no isiZulu one).
 */
export interface Course {
  id: number;
  name: string;
}
