import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/apiError';
import { toMail } from '../../presenters/mail';

export default function mailDetailRoute(app: FastifyInstance): void {
  app.get<{ Params: { id: number } }>(
    '/mail/:id/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['mail'],
        summary: 'One stored mail (administrators only)',
        security: [{ bearer: [] }],
        params: { $ref: 'id-params.json' },
        response: { 200: { $ref: 'mail.json' } },
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('mails')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) {
        throw ApiError.notFound();
      }
      return toMail(row);
    },
  );
}
