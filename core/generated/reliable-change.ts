/* Generated from schemas/reliable-change.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * The reliable change class (thresholds: core/reliableChangeSettings.ts) of an answer's change from the first answer (reliableChangeFromFirst) or the previous one (reliableChangeFromPrevious); null for the first answer.
 */
export type ReliableChange = 'improvement' | 'no_change' | 'deterioration' | null;
