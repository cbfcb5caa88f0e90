import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../plugins/clientAuth';
import { clientAccessLog } from '../../repositories/clientAccessLog';

export default function appAccessLogRoute(app: FastifyInstance): void {
  app.get(
    '/app/access-log/',
    {
      onRequest: app.authenticateClient,
      schema: {
        tags: ['app'],
        summary:
          "Who on the staff side viewed the client's data (journey views, exports), newest first",
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'app-access-log.json' } },
      },
    },
    (request) => {
      const client = clientOf(request);
      return clientAccessLog(app.db, { chargeId: client.chargeId, userId: client.user.id });
    },
  );
}
