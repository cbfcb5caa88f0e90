/* Generated from schemas/course-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Course } from './course';

/**
 * A page of courses.
 */
export interface CourseList {
  items: Course[];
  count: number;
}
