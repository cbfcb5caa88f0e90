/* Generated from schemas/score-first-latest.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * The first and the latest total of one questionnaire, by when they were answered.
 */
export interface ScoreFirstLatest {
  first: number;
  latest: number;
}
