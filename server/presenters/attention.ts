import { fullName } from '../../core/fullName';
import {
  flagEvidence,
  type AttentionCode,
  type EvidenceFacts,
  type FlagEvidence,
} from '../../core/attention';
import type { Questionnaire } from '../../core/severity';
import type { AttentionEvidence } from '../../core/generated/attention-evidence';
import type { AttentionFlag } from '../../core/generated/attention-flag';
import type { AttentionAcknowledgement } from '../../core/generated/attention-acknowledgement';
import type { ChargeAttention } from '../../core/generated/charge-attention';
import type { AcknowledgementRow } from '../repositories/attentionAcknowledgements';
import type { AttentionState } from '../repositories/attentionFacts';
import type { EvidenceColumns, OpenAcknowledgement } from '../repositories/attentionSql';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function toAcknowledgement(row: AcknowledgementRow): AttentionAcknowledgement {
  return {
    id: row.id,
    code: row.code,
    note: row.note,
    acknowledgedAt: new Date(row.acknowledged_at).toISOString(),
    acknowledgedBy: {
      fullName: fullName(row.first_name, row.last_name),
      email: row.email,
    },
    endedAt: iso(row.ended_at),
    endReason: row.end_reason,
  };
}

const scale = (first: number | null, latest: number | null) =>
  first === null || latest === null ? null : { first, latest };

/** A time as the driver reads it: a `Date` from a column, its text from inside a JSON one. */
type ReadTime = Date | string;

/**
 * The charge's evidence columns as the shared rule reads them, times as read: of a charges
 * page's five times a row, only the one a raised flag shows is converted (`toEvidence`).
 */
function evidenceFactsOf(columns: EvidenceColumns): EvidenceFacts<ReadTime> {
  const scores: EvidenceFacts<ReadTime>['scores'] = {};
  const dated = (
    q: Questionnaire,
    first: number | null,
    latest: number | null,
    at: ReadTime | null,
  ) => {
    if (first !== null && latest !== null) {
      scores[q] = { first, latest, latestAt: at };
    }
  };
  dated('phq8', columns.phq8_first, columns.phq8_latest, columns.phq8_latest_at);
  dated('gad7', columns.gad7_first, columns.gad7_latest, columns.gad7_latest_at);
  dated('wsas', columns.wsas_first, columns.wsas_latest, columns.wsas_latest_at);
  return {
    scores,
    lowMoodRun: columns.low_mood_run,
    latestCheckinAt: columns.latest_checkin_at,
    latestSession: columns.latest_session,
  };
}

function toEvidence({ code: _code, at, ...evidence }: FlagEvidence<ReadTime>): AttentionEvidence {
  return { ...evidence, at: iso(at) };
}

/** The charges list's flags: each with its evidence and the acknowledgement holding for it. */
export function toAttentionFlags(
  codes: AttentionCode[] | null,
  columns: EvidenceColumns | null,
  acknowledged: OpenAcknowledgement[] | null,
): AttentionFlag[] | null {
  if (codes === null || columns === null) {
    return null;
  }
  const facts = evidenceFactsOf(columns);
  return codes.map((code) => {
    const holding = acknowledged?.find((a) => a.code === code);
    return {
      code,
      evidence: toEvidence(flagEvidence(code, facts)),
      acknowledged: holding ? { at: new Date(holding.at).toISOString(), by: holding.by } : null,
    };
  });
}

/** The raised flags, each with the acknowledgement holding for it, and the whole history. */
export function toChargeAttention(
  state: AttentionState,
  history: AcknowledgementRow[],
): ChargeAttention {
  const acknowledgements = history.map(toAcknowledgement);
  const facts = evidenceFactsOf(state);
  return {
    flags: state.raised.map((code) => ({
      code,
      evidence: toEvidence(flagEvidence(code, facts)),
      acknowledgement: acknowledgements.find((a) => a.code === code && a.endedAt === null) ?? null,
    })),
    facts: {
      phq8: scale(state.phq8_first, state.phq8_latest),
      gad7: scale(state.gad7_first, state.gad7_latest),
      wsas: scale(state.wsas_first, state.wsas_latest),
      lowMoodRun: state.low_mood_run,
      latestSession: iso(state.latest_session),
      latestPhq8At: iso(state.phq8_latest_at),
    },
    history: acknowledgements,
  };
}
