/* Generated from schemas/wellbeing-answers.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * Wellbeing measure answers q1 to q4, each 0 to 10.
 *
 * @minItems 4
 * @maxItems 4
 */
export type WellbeingAnswers = [number, number, number, number];
