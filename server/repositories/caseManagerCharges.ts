import { sql } from 'kysely';
import { toConsentStatus } from '../../machines/consent';
import type { CaseManagerCharge } from '../../core/generated/case-manager-charge';
import { caseManagerCharges } from '../../resources/caseManagerCharges';
import type { Executor } from '../db/executor';
import { defineListSource } from '../lib/listQuery';
import { chargesOfCaseManager } from './caseManagerRows';
import { findCaseManagerIdByUuid } from './caseManagers';

/**
 * The managed users tab's declared fields as SQL (resources/caseManagerCharges.ts), over
 * `chargesOfCaseManager` (caseManagerRows.ts).
 */
export const caseManagerChargeListSource = defineListSource({
  definition: caseManagerCharges,
  sort: { firstName: sql.ref('u.first_name'), lastName: sql.ref('u.last_name') },
  search: {
    name: sql<string>`concat_ws(' ', u.first_name, u.last_name)`,
    email: sql.ref('u.email'),
  },
  filter: {},
  tieBreaker: sql.ref('c.id'),
});

type CaseManagerChargeRow = Awaited<
  ReturnType<ReturnType<typeof chargesOfCaseManager>['executeTakeFirstOrThrow']>
>;

/** One row of a case manager's charges, as the list and the record read it. */
export const presentCaseManagerCharge = (row: CaseManagerChargeRow): CaseManagerCharge => ({
  uuid: row.uuid,
  firstName: row.first_name ?? '',
  lastName: row.last_name ?? '',
  email: row.email,
  consentStatus: toConsentStatus(row.consent_status),
});

/** One charge on a case manager's caseload; undefined when it is not on it. */
export async function findCaseManagerCharge(
  db: Executor,
  caseManagerUuid: string,
  chargeUuid: string,
): Promise<CaseManagerCharge | undefined> {
  const caseManagerId = await findCaseManagerIdByUuid(db, caseManagerUuid);
  if (caseManagerId === undefined) {
    return undefined;
  }
  const row = await chargesOfCaseManager(db, caseManagerId)
    .where('c.uuid', '=', chargeUuid)
    .executeTakeFirst();
  return row && presentCaseManagerCharge(row);
}
