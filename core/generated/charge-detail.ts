/* Generated from schemas/charge-detail.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AttentionFlag } from './attention-flag';
import type { ChargeEpisode } from './charge-episode';
import type { ConsentStatus } from './consent-status';
import type { IsoDateTime } from './date-time';
import type { Email } from './email';
import type { InvitedSupporter } from './invited-supporter';
import type { LatestScore } from './latest-score';
import type { OtherSupporter } from './other-supporter';
import type { Uuid } from './uuid';

/**
 * GET charges/{id}/.
 */
export interface ChargeDetail {
  id: number;
  uuid: Uuid;
  firstName: string;
  lastName: string;
  fullName: string;
  nickname: string | null;
  email: Email;
  /**
   * Company name, or null when the person has none.
   */
  company: string | null;
  /**
   * Course name, or null.
   */
  course: string | null;
  /**
   * Number of app sessions.
   */
  sessions: number;
  policy: string | null;
  latestSession: string | null;
  consentStatus: ConsentStatus;
  /**
   * The raised triage flags with their evidence, in the portal's order (empty when none); null unless the caller's own consent is Given.
   */
  attention: AttentionFlag[] | null;
  /**
   * The latest PHQ-8; null when there is none or the caller's own consent is not Given.
   */
  latestPhq8: LatestScore | null;
  accessCodes: string[];
  /**
   * Company id.
   */
  companyId: number | null;
  gender: string | null;
  isEmployed: boolean | null;
  createdOn: IsoDateTime;
  updatedOn: IsoDateTime;
  otherSupporters: OtherSupporter[];
  invitedSupporters: InvitedSupporter[];
  /**
   * Whether the requesting user may invite supporters.
   */
  canSupporterInviteOthers: boolean;
  /**
   * The charge's open episode of care, else its last one closed; null when it has had none.
   */
  latestEpisode: ChargeEpisode | null;
}
