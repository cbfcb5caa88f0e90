import { sql } from 'kysely';
import { accessCodes } from '../../../resources/accessCodes';
import type { AccessCodeCreate } from '../../../core/generated/access-code-create';
import { ApiError } from '../../lib/apiError';
import { defineListSource } from '../../lib/listQuery';
import { defineResourceMapping } from '../../lib/resourceMapping';
import { toAccessCode, toAccessCodeDetail } from '../../presenters/accessCode';
import { revokeAccessCode } from '../../services/accessCodeRevoke';
import { accessCodeErrors, CODE_TAKEN, createAccessCode } from '../../services/accessCodeWrites';
import { ACCESS_CODE_USED, accessCodeRows, findAccessCodeDetail } from '../accessCodes';

/** Access codes, for administrators: list, detail with its timeline, and one new code. */
export default defineResourceMapping({
  source: defineListSource({
    definition: accessCodes,
    sort: {
      code: sql.ref('ac.code'),
      createdAt: sql.ref('ac.created_at'),
      assignedAt: sql.ref('ac.assigned_at'),
      usedAt: sql.ref('ac.used_at'),
    },
    search: {
      code: sql.ref('ac.code'),
      createdFor: sql.ref('carer.email'),
      usedBy: sql<string>`concat_ws(' ', client.first_name, client.last_name)`,
    },
    filter: {
      used: (value) => (value === 'used' ? ACCESS_CODE_USED : sql`NOT ${ACCESS_CODE_USED}`),
      assigned: (value) =>
        value === 'assigned' ? sql`ac.created_for IS NOT NULL` : sql`ac.created_for IS NULL`,
      assignedAt: (value) => sql`ac.assigned_at >= ${value}`,
      createdAt: (value) => sql`ac.created_at >= ${value}`,
      usedAt: (value) => sql`ac.used_at >= ${value}`,
    },
    tieBreaker: sql.ref('ac.id'),
  }),
  rows: (db) => accessCodeRows(db),
  present: toAccessCode,
  total: 'access_codes',
  find: async (db, id) => {
    const row = await findAccessCodeDetail(db, Number(id));
    return row && toAccessCodeDetail(row);
  },
  create: async (db, { user }, body: AccessCodeCreate, config) => {
    const errors = await accessCodeErrors(db, body, config.timeZone);
    const first = Object.values(errors)[0]?.[0];
    if (first !== undefined) {
      throw ApiError.badRequest(first, errors);
    }
    const id = await createAccessCode(db, user.id, body);
    if (id === null) {
      throw ApiError.badRequest(CODE_TAKEN(), { code: [CODE_TAKEN()] });
    }
    return id;
  },
  // Revoking: deleted and audited; refused (409) should it have been used since its rule allowed it.
  remove: async (db, { user }, id) => {
    await revokeAccessCode(db, user.id, Number(id));
    return true;
  },
});
