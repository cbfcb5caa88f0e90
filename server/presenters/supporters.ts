import { toConsentStatus } from '../../machines/consent';
import type { InvitedSupporter } from '../../core/generated/invited-supporter';
import type { OtherSupporter } from '../../core/generated/other-supporter';
import { DEFAULT_DESIGNATION } from '../repositories/designations';

export function toOtherSupporter(row: {
  email: string;
  designation: string | null;
  consent_status: string | null;
  created_at: Date;
}): OtherSupporter {
  return {
    email: row.email,
    // Links made before designations were required show the spec's default one.
    designation: row.designation ?? DEFAULT_DESIGNATION,
    consentStatus: toConsentStatus(row.consent_status),
    createdAt: row.created_at.toISOString(),
  };
}

export function toInvitedSupporter(row: {
  email: string;
  designation: string;
  status: 'PN' | 'AC' | 'RJ';
  created_at: Date;
}): InvitedSupporter {
  return {
    email: row.email,
    designation: row.designation,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}
