/* Generated from schemas/wsas-answers.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * WSAS answers q1 to q5, each 0 to 8.
 *
 * @minItems 5
 * @maxItems 5
 */
export type WsasAnswers = [number, number, number, number, number];
