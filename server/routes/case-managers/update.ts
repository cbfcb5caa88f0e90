import type { FastifyInstance } from 'fastify';
import type { AccountUpdate } from '../../../core/generated/account-update';
import { ApiError } from '../../lib/apiError';
import { translate } from '../../lib/translate';
import { principalOf } from '../../plugins/auth';
import { toCaseManagerDetail } from '../../presenters/caseManager';
import { findCaseManagerRow, journeyViewsOf } from '../../repositories/caseManagerRows';
import { caseManagerAccountTarget, updateAccount } from '../../services/accountAdmin';

const common = { tags: ['case-managers'], security: [{ bearer: [] }] };

/** Edit, deactivate and reactivate a case manager (issue 15). */
export default function caseManagerAccountRoutes(app: FastifyInstance): void {
  app.patch<{ Params: { uuid: string }; Body: AccountUpdate }>(
    '/case-managers/:uuid/',
    {
      onRequest: app.requireAdmin,
      // The role rules refuse a role this administrator may not give (403) or that would not
      // take effect (409).
      config: { errors: [403, 409] },
      schema: {
        ...common,
        summary:
          'Change a case manager: names, e-mail, role, companies, isActive (administrators only)',
        params: { $ref: 'uuid-params.json' },
        body: { $ref: 'account-update.json' },
        response: { 200: { $ref: 'case-manager-detail.json' } },
      },
    },
    async (request) => {
      const target = await caseManagerAccountTarget(app.db, request.params.uuid);
      if (!target) {
        throw ApiError.notFound(translate('portal.api.case_managers.not_found'));
      }
      const { user } = principalOf(request);
      await updateAccount(
        app,
        { id: user.id, isSuperuser: user.is_superuser },
        target,
        request.body,
        request.ip,
      );
      const row = await findCaseManagerRow(app.db, request.params.uuid);
      if (!row) {
        throw ApiError.notFound(translate('portal.api.case_managers.not_found'));
      }
      return toCaseManagerDetail(row, await journeyViewsOf(app.db, row.id));
    },
  );
}
