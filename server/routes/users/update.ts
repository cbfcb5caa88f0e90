import type { FastifyInstance } from 'fastify';
import type { AccountUpdate } from '../../../core/generated/account-update';
import { ApiError } from '../../lib/apiError';
import { principalOf } from '../../plugins/auth';
import { toUser } from '../../presenters/user';
import { userListRows } from '../../repositories/users';
import { updateAccount, userAccountTarget } from '../../services/accountAdmin';

const common = { tags: ['users'], security: [{ bearer: [] }] };

/** Edit, deactivate and reactivate any account (issue 15). */
export default function userAccountRoutes(app: FastifyInstance): void {
  app.patch<{ Params: { uuid: string }; Body: AccountUpdate }>(
    '/users/:uuid/',
    {
      onRequest: app.requireAdmin,
      // The role rules refuse a role this administrator may not give (403) or that would not
      // take effect (409).
      config: { errors: [403, 409] },
      schema: {
        ...common,
        summary:
          'Change an account: names, e-mail, role, companies, isActive (administrators only)',
        params: { $ref: 'uuid-params.json' },
        body: { $ref: 'account-update.json' },
        response: { 200: { $ref: 'user.json' } },
      },
    },
    async (request) => {
      const target = await userAccountTarget(app.db, request.params.uuid);
      if (!target) {
        throw ApiError.notFound();
      }
      const { user } = principalOf(request);
      await updateAccount(
        app,
        { id: user.id, isSuperuser: user.is_superuser },
        target,
        request.body,
        request.ip,
      );
      const row = await userListRows(app.db)
        .where('uuid', '=', request.params.uuid)
        .executeTakeFirstOrThrow();
      return toUser(row);
    },
  );
}
