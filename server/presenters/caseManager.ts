import { effectiveRole } from '../../core/roles';
import type { CaseManager } from '../../core/generated/case-manager';
import type { CaseManagerDetail } from '../../core/generated/case-manager-detail';
import type {
  CaseManagerDetailRow,
  CaseManagerRow,
  journeyViewsOf,
} from '../repositories/caseManagerRows';

type JourneyView = Awaited<ReturnType<typeof journeyViewsOf>>[number];

export function toCaseManager(row: CaseManagerRow): CaseManager {
  return {
    id: row.id,
    uuid: row.uuid,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: row.full_name,
    email: row.email,
    lastLogin: row.last_login?.toISOString() ?? null,
    loginsCount: row.logins_count,
    viewsCount: Number(row.views_count),
    companies: row.companies,
    carerId: row.carer_id,
    designation: row.designation,
    // Every case-manager record has a role: one stored without is the default's.
    role: effectiveRole({ role: row.role, isSuperuser: row.is_superuser }) ?? 'MG',
    isActive: row.is_active,
  };
}

export function toCaseManagerDetail(
  row: CaseManagerDetailRow,
  views: JourneyView[],
): CaseManagerDetail {
  return {
    ...toCaseManager(row),
    secondFactor: row.second_factor,
    dateJoined: row.date_joined.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    history: views.map((view) => ({
      chargeUuid: view.charge_uuid,
      chargeName: view.charge_name,
      date: view.at.toISOString(),
    })),
  };
}
