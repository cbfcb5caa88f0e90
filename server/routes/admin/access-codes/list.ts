import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { accessCodes } from '../../../../resources/accessCodes';
import { defineListSource } from '../../../lib/listQuery';
import { registerListRoute } from '../../../lib/listRoute';
import { toAccessCode } from '../../../presenters/accessCode';
import { accessCodeRows } from '../../../repositories/accessCodes';

const source = defineListSource({
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
    assignedAt: (value) => sql`ac.assigned_at >= ${value}`,
    createdAt: (value) => sql`ac.created_at >= ${value}`,
    usedAt: (value) => sql`ac.used_at >= ${value}`,
  },
  tieBreaker: sql.ref('ac.id'),
});

export default function listAccessCodesRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source,
    response: 'access-code-list.json',
    summary: 'Every access code (administrators only)',
    tags: ['access-codes'],
    rows: () => accessCodeRows(app.db),
    present: toAccessCode,
    total: () => 'access_codes',
  });
}
