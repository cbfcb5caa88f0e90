/* Generated from schemas/issue-status-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Uuid } from './uuid';

/**
 * POST feedback/issues/{uuid}/status-update/: assign (EVA), reassign (EVN) or resolve (EVR). user_id, the assignee's uuid, is needed to assign or reassign.
 */
export interface IssueStatusUpdate {
  status: 'EVA' | 'EVN' | 'EVR';
  user_id?: Uuid;
}
