/* Generated from schemas/attention-acknowledgement.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AttentionCode } from './attention-code';
import type { IsoDateTime } from './date-time';
import type { Email } from './email';

/**
 * A supporter's acknowledgement of a triage flag; it holds until the flag clears or a worse value raises it again (endedAt, endReason).
 */
export interface AttentionAcknowledgement {
  id: number;
  code: AttentionCode;
  note: string;
  acknowledgedAt: IsoDateTime;
  acknowledgedBy: {
    fullName: string;
    email: Email;
  };
  endedAt: string | null;
  endReason: 'cleared' | 'worsened' | null;
}
