/* Generated from schemas/outcome-pair.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * An episode's first and last total on one scale; null without both.
 */
export type OutcomePair = {
  first: number;
  last: number;
} | null;
