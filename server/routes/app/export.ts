import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../plugins/clientAuth';
import { clientArchive } from '../../services/clientRecords/clientArchive';

export default function appExportRoute(app: FastifyInstance): void {
  app.get(
    '/app/export/',
    {
      onRequest: app.authenticateClient,
      schema: {
        tags: ['app'],
        summary:
          'Everything the portal holds about the client, as a ZIP archive (JSON, CSV and a FHIR ' +
          'R4 Bundle of the questionnaires); audited',
        security: [{ bearer: [] }],
        response: {
          200: {
            description: 'The archive',
            content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const { user, chargeId, chargeUuid } = clientOf(request);
      const file = await clientArchive(
        app.db,
        { userId: user.id, userUuid: user.uuid, chargeId, chargeUuid, email: user.email },
        { actorUserId: user.id, ip: request.ip, via: 'app' },
      );
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
