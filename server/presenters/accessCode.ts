import type { AccessCode } from '../../core/generated/access-code';
import type { AccessCodeDetail } from '../../core/generated/access-code-detail';
import type { AccessCodeDetailRow, AccessCodeRow } from '../repositories/accessCodes';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export function toAccessCode(row: AccessCodeRow): AccessCode {
  return {
    id: row.id,
    code: row.code,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    assignedAt: iso(row.assigned_at),
    usedAt: iso(row.used_at),
    usedBy: row.used_by_name,
    createdFor: row.created_for_email,
  };
}

export function toAccessCodeDetail(row: AccessCodeDetailRow): AccessCodeDetail {
  return {
    id: row.id,
    code: row.code,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    used: row.used,
    createdFor:
      row.carer_uuid !== null && row.carer_email !== null && row.carer_username !== null
        ? {
            uuid: row.carer_uuid,
            email: row.carer_email,
            username: row.carer_username,
            assignedAt: iso(row.assigned_at),
          }
        : null,
    usedBy:
      row.client_uuid !== null && row.client_email !== null
        ? {
            uuid: row.client_uuid,
            firstName: row.client_first_name ?? '',
            lastName: row.client_last_name ?? '',
            company: row.client_company,
            policy: row.client_policy,
            email: row.client_email,
            usedAt: iso(row.used_at),
          }
        : null,
    // Spec section 3: the person a charge request made the code for, while nobody has used it.
    toBeUsedBy:
      !row.used && row.request_first_name !== null && row.request_last_name !== null
        ? {
            firstName: row.request_first_name,
            lastName: row.request_last_name,
            company: row.request_company,
            policy: row.request_policy,
            email: row.request_email,
          }
        : null,
  };
}
