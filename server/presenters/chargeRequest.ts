import type { ChargeRequest } from '../../core/generated/charge-request';
import type { ChargeRequestRow } from '../repositories/chargeRequests';

export function toChargeRequest(row: ChargeRequestRow): ChargeRequest {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`,
    email: row.email,
    policyNumber: row.policy_number,
    company: row.company,
    accessCode: row.access_code,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
