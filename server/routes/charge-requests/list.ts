import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { chargeRequests } from '../../../resources/chargeRequests';
import { chargeRequestsVisibleTo } from '../../access/chargeRequestAccess';
import {
  defineListSource,
  parseListQuery,
  runListQuery,
  type RawListQuery,
} from '../../lib/listQuery';
import { principalOf } from '../../plugins/auth';
import { toChargeRequest } from '../../presenters/chargeRequest';

const source = defineListSource({
  definition: chargeRequests,
  sort: { createdAt: sql.ref('cr.created_at') },
  search: {
    firstName: sql.ref('cr.first_name'),
    lastName: sql.ref('cr.last_name'),
    email: sql.ref('cr.email'),
  },
  filter: {},
  tieBreaker: sql.ref('cr.id'),
});

export default function listChargeRequestsRoute(app: FastifyInstance): void {
  app.get<{ Querystring: RawListQuery }>(
    '/case-managers/charge-requests/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charge requests'],
        summary: 'The charge requests the caller created or is attached to',
        security: [{ bearer: [] }],
        querystring: { $ref: 'list-query.json' },
        response: { 200: { $ref: 'charge-request-list.json' } },
      },
    },
    async (request) => {
      const query = parseListQuery(source, request.query);
      const base = await chargeRequestsVisibleTo(app.db, principalOf(request));
      const page = await runListQuery(source, query, base);
      return { count: page.count, items: page.items.map(toChargeRequest) };
    },
  );
}
