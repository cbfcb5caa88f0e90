import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { charges } from '../../../resources/charges';
import { chargesVisibleTo } from '../../access/chargeAccess';
import {
  defineListSource,
  parseListQuery,
  runListQuery,
  type RawListQuery,
} from '../../lib/listQuery';
import { principalOf } from '../../plugins/auth';
import { toCharge } from '../../presenters/charge';

const source = defineListSource({
  definition: charges,
  sort: {
    policy: sql.ref('c.policy'),
    sessions: sql.ref('c.sessions_count'),
    latestSession: sql.ref('c.latest_session'),
  },
  search: {
    fullName: sql<string>`concat_ws(' ', u.first_name, u.last_name)`,
    email: sql.ref('u.email'),
    policy: sql.ref('c.policy'),
  },
  filter: {
    course: (value) => sql`c.course_id::text = ${String(value)}`,
    latestSession: (value) => sql`c.latest_session >= ${value}`,
  },
  tieBreaker: sql.ref('c.id'),
});

export default function listChargesRoute(app: FastifyInstance): void {
  app.get<{ Querystring: RawListQuery }>(
    '/charges/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charges'],
        summary: 'The charges the caller supports (all of them for administrators)',
        security: [{ bearer: [] }],
        querystring: { $ref: 'list-query.json' },
        response: { 200: { $ref: 'charge-list.json' } },
      },
    },
    async (request) => {
      const query = parseListQuery(source, request.query);
      const base = await chargesVisibleTo(app.db, principalOf(request));
      const page = await runListQuery(source, query, base);
      return { count: page.count, items: page.items.map(toCharge) };
    },
  );
}
