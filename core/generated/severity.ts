/* Generated from schemas/severity.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * A questionnaire total's severity band (spec section 4), from core/severity.ts.
 */
export type Severity =
  'none' | 'minimal' | 'mild' | 'moderate' | 'moderately_severe' | 'significant' | 'severe';
