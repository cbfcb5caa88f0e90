/* Generated from schemas/outcome-charge-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { OutcomePair } from './outcome-pair';

/**
 * GET outcomes/charges/: the episodes of the caller's own caseload (their consent Given) in a figure's numerator. Empty for a caller without a caseload; a company administrator gets no names.
 */
export interface OutcomeChargeList {
  items: {
    /**
     * The charge's uuid: its journey.
     */
    uuid: string;
    name: string | null;
    openedOn: string;
    closedOn: string | null;
    phq8: OutcomePair;
    gad7: OutcomePair;
    wsas: OutcomePair;
  }[];
  count: number;
}
