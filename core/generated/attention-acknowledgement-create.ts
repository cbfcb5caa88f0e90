/* Generated from schemas/attention-acknowledgement-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AttentionCode } from './attention-code';

/**
 * POST charges/{uuid}/attention/: acknowledge a raised flag with a short note.
 */
export interface AttentionAcknowledgementCreate {
  code: AttentionCode;
  note: string;
}
