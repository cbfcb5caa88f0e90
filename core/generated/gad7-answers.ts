/* Generated from schemas/gad7-answers.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * GAD-7 answers q1 to q7, each 0 to 3.
 *
 * @minItems 7
 * @maxItems 7
 */
export type Gad7Answers = [number, number, number, number, number, number, number];
