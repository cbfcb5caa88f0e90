import type { Executor } from '../db/executor';
import type { ChargeRequest } from '../../src/types/generated/charge-request';

/** The list/detail fields of charge requests, joined once for every presenter. */
export function chargeRequestRows(db: Executor) {
  return db
    .selectFrom('charge_requests as cr')
    .innerJoin('access_codes as ac', 'ac.id', 'cr.access_code_id')
    .innerJoin('case_managers as cm', 'cm.id', 'cr.created_by')
    .innerJoin('users as creator', 'creator.id', 'cm.user_id')
    .leftJoin('companies as co', 'co.id', 'cr.company_id')
    .select([
      'cr.id',
      'cr.uuid',
      'cr.first_name',
      'cr.last_name',
      'cr.email',
      'cr.policy_number',
      'co.name as company',
      'ac.code as access_code',
      'creator.email as created_by',
      'cr.created_at',
      'cr.updated_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof chargeRequestRows>['executeTakeFirstOrThrow']>>;

export function toChargeRequest(row: Row): ChargeRequest {
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
