import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { mails } from '../../../resources/mails';
import { defineListSource } from '../../lib/listQuery';
import { registerListRoute } from '../../lib/listRoute';
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
  registerListRoute(app, {
    source,
    response: 'mail-list.json',
    summary: 'Every stored mail (administrators only)',
    tags: ['mail'],
    rows: () => app.db.selectFrom('mails').selectAll(),
    present: toMail,
    total: () => 'mails',
  });
}
