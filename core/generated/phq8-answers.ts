/* Generated from schemas/phq8-answers.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * PHQ-8 answers q1 to q8, each 0 to 3.
 *
 * @minItems 8
 * @maxItems 8
 */
export type Phq8Answers = [number, number, number, number, number, number, number, number];
