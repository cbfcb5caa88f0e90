import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { mails } from '../../../resources/mails';
import {
  defineListSource,
  parseListQuery,
  runListQuery,
  type RawListQuery,
} from '../../lib/listQuery';
import { toMail } from '../../presenters/mail';

const source = defineListSource({
  definition: mails,
  sort: { createdAt: sql.ref('created_at') },
  search: {
    subject: sql.ref('subject'),
    recipients: sql<string>`array_to_string(recipients, ' ')`,
  },
  filter: {},
  tieBreaker: sql.ref('id'),
});

export default function listMailsRoute(app: FastifyInstance): void {
  app.get<{ Querystring: RawListQuery }>(
    '/mail/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['mail'],
        summary: 'Every stored mail (administrators only)',
        security: [{ bearer: [] }],
        querystring: { $ref: 'list-query.json' },
        response: { 200: { $ref: 'mail-list.json' } },
      },
    },
    async (request) => {
      const query = parseListQuery(source, request.query);
      const page = await runListQuery(source, query, app.db.selectFrom('mails').selectAll());
      return { count: page.count, items: page.items.map(toMail) };
    },
  );
}
