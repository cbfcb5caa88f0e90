import { toConsentStatus } from '../../machines/consent';
import { severityOf } from '../../core/severity';
import type { Charge } from '../../core/generated/charge';
import type { ChargeListRow } from '../repositories/charges';
import { toAttentionFlags } from './attention';

export function toCharge(row: ChargeListRow): Charge {
  return {
    id: row.id,
    uuid: row.uuid,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    fullName: row.full_name,
    nickname: row.nickname,
    email: row.email,
    company: row.company,
    course: row.course,
    sessions: row.sessions_count,
    policy: row.policy,
    latestSession: row.latest_session?.toISOString() ?? null,
    consentStatus: toConsentStatus(row.consent_status),
    // Null unless the caller's consent is Given: the SQL itself says nothing otherwise.
    attention: toAttentionFlags(row.attention, row.attention_evidence, row.attention_acknowledged),
    latestPhq8:
      row.phq8_latest === null || row.phq8_latest_at === null
        ? null
        : {
            total: row.phq8_latest,
            band: severityOf('phq8', row.phq8_latest),
            postedAt: row.phq8_latest_at.toISOString(),
          },
  };
}
