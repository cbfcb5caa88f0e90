import type { AttentionCode } from './attention';
import type { Questionnaire } from './severity';

/** A flag's evidence as the portal and the CSV say it (schemas/attention-evidence.json). */
export interface EvidenceValues {
  scale: Questionnaire | null;
  score: number | null;
  change: number | null;
  count: number | null;
  at: string | null;
}

/**
 * The i18n key and values of a flag's evidence ("PHQ-8 22 on 12 Nov 2026"): the caller
 * translates the scale's key and writes the date its own way (the screen's calendar, the CSV's
 * ISO 8601), passing it as `date`.
 */
export function evidenceMessage(
  code: AttentionCode,
  evidence: EvidenceValues,
): { key: string; values: Record<string, number | string>; scaleKey: string | null } {
  const key =
    code === 'overdue_questionnaire' && evidence.at === null
      ? 'portal.attention.evidence.overdue_never'
      : `portal.attention.evidence.${code}`;
  const values: Record<string, number | string> = {};
  if (evidence.score !== null) {
    values.score = evidence.score;
  }
  if (evidence.change !== null) {
    values.change = evidence.change;
  }
  if (evidence.count !== null) {
    values.count = evidence.count;
  }
  return {
    key,
    values,
    scaleKey: evidence.scale === null ? null : `portal.attention.scales.${evidence.scale}`,
  };
}
