/* Generated from schemas/issue-status.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * Issue status: EVC created, EVA assigned, EVN reassigned, EVR resolved.
 */
export type IssueStatus = 'EVC' | 'EVA' | 'EVN' | 'EVR';
