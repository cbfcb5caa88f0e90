import type { AttentionCode } from '../../src/core/attention';
import type { AttentionAcknowledgement } from '../../src/types/generated/attention-acknowledgement';
import type { ChargeAttention } from '../../src/types/generated/charge-attention';
import type { AcknowledgementRow } from '../repositories/attentionAcknowledgements';
import type { AttentionState } from '../repositories/attentionFacts';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function toAcknowledgement(row: AcknowledgementRow): AttentionAcknowledgement {
  return {
    id: row.id,
    code: row.code as AttentionCode,
    note: row.note,
    acknowledgedAt: new Date(row.acknowledged_at).toISOString(),
    acknowledgedBy: {
      fullName: [row.first_name, row.last_name].filter(Boolean).join(' '),
      email: row.email,
    },
    endedAt: iso(row.ended_at),
    endReason: row.end_reason,
  };
}

const scale = (first: number | null, latest: number | null) =>
  first === null || latest === null ? null : { first, latest };

/** The raised flags, each with the acknowledgement holding for it, and the whole history. */
export function toChargeAttention(
  state: AttentionState,
  history: AcknowledgementRow[],
): ChargeAttention {
  const acknowledgements = history.map(toAcknowledgement);
  return {
    flags: state.raised.map((code) => ({
      code,
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
