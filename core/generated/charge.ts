/* Generated from schemas/charge.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AttentionFlag } from './attention-flag';
import type { ConsentStatus } from './consent-status';
import type { Email } from './email';
import type { LatestScore } from './latest-score';
import type { Uuid } from './uuid';

/**
 * A charge (client), as listed for the supporters attached to it (GET charges/). consentStatus is the requesting supporter's consent status.
 */
export interface Charge {
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
}
