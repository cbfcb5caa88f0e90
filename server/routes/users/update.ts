import type { FastifyInstance } from 'fastify';
import type { AccountUpdate } from '../../../core/generated/account-update';
import { ApiError } from '../../lib/apiError';
import { principalOf } from '../../plugins/auth';
import { toUser } from '../../presenters/user';
import { findCaseManagerId } from '../../repositories/caseManagers';
import { findUserByUuid, userListRows } from '../../repositories/users';
import { updateAccount, type AccountTarget } from '../../services/accountAdmin';
import { registerAccountActions } from '../accountActionRoutes';

const common = { tags: ['users'], security: [{ bearer: [] }] };

/**
 * Edit, deactivate and reactivate any account, send a password reset (issue 15), and reset a
 * lost second factor.
 */
export default function userAccountRoutes(app: FastifyInstance): void {
  const targetOf = async (uuid: string): Promise<AccountTarget> => {
    const user = await findUserByUuid(app.db, uuid);
    if (!user) {
      throw ApiError.notFound();
    }
    const caseManagerId = await findCaseManagerId(app.db, user.id);
    return { user, caseManagerId, isCaseManager: caseManagerId !== null };
  };

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
      const target = await targetOf(request.params.uuid);
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

  registerAccountActions(app, 'users', 'the account', targetOf);
}
