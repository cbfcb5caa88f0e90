import { toConsentStatus } from '../../machines/consent';
import type { Charge } from '../../src/types/generated/charge';
import type { VisibleCharge } from '../repositories/charges';

export function toCharge(row: VisibleCharge): Charge {
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
  };
}
