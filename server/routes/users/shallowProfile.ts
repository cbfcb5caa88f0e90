import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../plugins/auth';
import { toShallowProfile } from '../../presenters/profile';
import { mfaRequired } from '../../services/mfa';

export default function shallowProfileRoute(app: FastifyInstance): void {
  app.get(
    '/users/shallow-profile/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, enough for the route guard',
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'shallow-profile.json' } },
      },
    },
    (request) => {
      const principal = principalOf(request);
      return toShallowProfile(
        principal.user,
        !principal.user.mfa_enabled_at && mfaRequired(app, principal),
        app.config.timeZone,
      );
    },
  );
}
