/* Generated from schemas/attention-flag.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AttentionCode } from './attention-code';
import type { AttentionEvidence } from './attention-evidence';

/**
 * A raised triage flag in the charges list: its evidence, and the acknowledgement holding for it (null while it is open).
 */
export interface AttentionFlag {
  code: AttentionCode;
  evidence: AttentionEvidence;
  acknowledged: {
    at: string;
    by: string;
  } | null;
}
