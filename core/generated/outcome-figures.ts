/* Generated from schemas/outcome-figures.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { OutcomeFigure } from './outcome-figure';

/**
 * The report's figures for one group of episodes (core/outcomes.ts). Caseness, reliable improvement and reliable deterioration are out of every episode with a first and a last PHQ-8 and GAD-7; recovery and reliable recovery out of those at caseness at the start; the WSAS figures out of the episodes with a first and a last WSAS.
 */
export interface OutcomeFigures {
  at_caseness: OutcomeFigure;
  recovered: OutcomeFigure;
  reliably_improved: OutcomeFigure;
  reliably_recovered: OutcomeFigure;
  reliably_deteriorated: OutcomeFigure;
  wsas_reliably_improved: OutcomeFigure;
  wsas_reliably_deteriorated: OutcomeFigure;
}
