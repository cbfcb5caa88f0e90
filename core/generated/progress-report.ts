/* Generated from schemas/progress-report.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AttentionAcknowledgement } from './attention-acknowledgement';
import type { AttentionCode } from './attention-code';
import type { AttentionEvidence } from './attention-evidence';
import type { CaseNote } from './case-note';
import type { IsoDateTime } from './date-time';
import type { IsoDate } from './date';
import type { Email } from './email';
import type { ReliableChange } from './reliable-change';
import type { ReportScore } from './report-score';
import type { Severity } from './severity';

/**
 * GET charges/{uuid}/report/: a charge's progress report for one episode of care or a period, composed for printing; every answer is audited as report.view with its options.
 */
export interface ProgressReport {
  /**
   * The portal's TIME_ZONE: the calendar of every day in the report.
   */
  timeZone: string;
  printedAt: IsoDateTime;
  printedBy: {
    fullName: string;
    email: Email;
  };
  client: {
    fullName: string;
    email: Email;
    policy: string | null;
    company: string | null;
  };
  /**
   * Every supporter attached to the charge, first attached first.
   */
  supporters: {
    fullName: string;
    email: Email;
    designation: string;
  }[];
  /**
   * What the report covers: an episode (its days; to is today while it is open) or the period asked for.
   */
  period: {
    from: IsoDate;
    to: IsoDate;
    episode: {
      id: number;
      openedOn: IsoDate;
      /**
       * The discharge date; null while the episode is open.
       */
      closedOn: string | null;
      /**
       * Why the episode closed; null while it is open.
       */
      dischargeReason:
        'completed' | 'disengaged' | 'referred_on' | 'consent_withdrawn' | 'other' | null;
    } | null;
  };
  /**
   * The charge's episodes of care, newest first: the choices of the report's options.
   */
  episodes: {
    id: number;
    openedOn: IsoDate;
    /**
     * The discharge date; null while the episode is open.
     */
    closedOn: string | null;
  }[];
  /**
   * PHQ-8, GAD-7 and WSAS: the first score (an episode's baseline, else the period's first), the latest (another score after it), the change, its reliable-change class and the latest band, and every score for the chart.
   */
  scales: {
    scale: 'phq8' | 'gad7' | 'wsas';
    first: ReportScore | null;
    latest: ReportScore | null;
    change: number | null;
    reliableChange: ReliableChange;
    band: Severity | null;
    scores: ReportScore[];
  }[];
  /**
   * What the client did in the app in the period.
   */
  engagement: {
    checkins: number;
    sessions: number;
    meditations: number;
    modulePages: number;
    /**
     * Modules with at least one page read in the period.
     */
    modules: number;
  };
  /**
   * The flags raised now, each with its evidence and the acknowledgement holding for it; empty when the period ends before today.
   */
  flags: {
    code: AttentionCode;
    evidence: AttentionEvidence;
    acknowledgement: AttentionAcknowledgement | null;
  }[];
  /**
   * Every acknowledgement of a flag made in the period, oldest first.
   */
  acknowledgements: AttentionAcknowledgement[];
  /**
   * The case notes asked for that the caller may read, oldest first.
   */
  notes: CaseNote[];
}
