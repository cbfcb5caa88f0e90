import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/executor';
import { clientOf } from '../../plugins/clientAuth';
import type { Recorded } from '../../services/app/activity';

export interface ActivityRouteOptions {
  url: string;
  /** The `$id` of the body's schema file. */
  body: string;
  summary: string;
}

/**
 * One companion-app post of activity: the signed-in client's charge, the validated body, and
 * 201 for a new record or 200 when the same record was already stored (a retried post).
 */
export function activityRoute<Body>(
  options: ActivityRouteOptions,
  record: (db: Executor, chargeId: number, body: Body) => Promise<Recorded>,
): (app: FastifyInstance) => void {
  return (app) => {
    app.post<{ Body: Body }>(
      options.url,
      {
        onRequest: app.authenticateClient,
        schema: {
          tags: ['app'],
          summary: options.summary,
          security: [{ bearer: [] }],
          body: { $ref: options.body },
          response: { 200: { $ref: 'app-record-id.json' }, 201: { $ref: 'app-record-id.json' } },
        },
      },
      async (request, reply) => {
        // Fastify cannot resolve its body type through a generic; the schema above validated it.
        const body = request.body as Body;
        const recorded = await record(app.db, clientOf(request).chargeId, body);
        return reply.code(recorded.created ? 201 : 200).send({ id: recorded.id });
      },
    );
  };
}
