import type { AttentionCode } from '../../../../core/attention';
import { evidenceMessage, type EvidenceValues } from '../../../../core/flagEvidenceMessage';
import { formatDate, type Translate } from '../../../engine/formatDate';

/** A flag's evidence in the reader's language, its date as the lists say dates (portal's zone). */
export function flagEvidenceText(
  code: AttentionCode,
  evidence: EvidenceValues,
  translate: Translate,
  timeZone: string,
): string {
  const { key, values, scaleKey } = evidenceMessage(code, evidence);
  return translate(key, {
    ...values,
    scale: scaleKey ? translate(scaleKey) : '',
    date: formatDate(evidence.at, translate, timeZone),
  });
}
