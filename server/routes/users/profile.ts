import type { FastifyInstance } from 'fastify';
import type { ProfileUpdate } from '../../../src/types/generated/profile-update';
import { ApiError, type FieldErrors } from '../../lib/apiError';
import { principalOf } from '../../plugins/auth';
import { toProfile } from '../../presenters/profile';
import { findCaseManagerId } from '../../repositories/caseManagers';
import { findClash, updateUser } from '../../repositories/users';
import { translate } from '../../lib/translate';
import { hiddenCharacterErrors } from '../../lib/visibleText';

/** Spec section 2: a blank string typed into a field becomes null. */
function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export default function profileRoutes(app: FastifyInstance): void {
  const common = { tags: ['users'], security: [{ bearer: [] }] };

  app.get(
    '/users/profile/',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The full profile',
        response: { 200: { $ref: 'profile.json' } },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      return toProfile(user, await findCaseManagerId(app.db, user.id));
    },
  );

  app.patch<{ Body: ProfileUpdate }>(
    '/users/profile/',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Update username, e-mail and names',
        body: { $ref: 'profile-update.json' },
        response: { 200: { $ref: 'profile.json' } },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const username = request.body.username.trim();
      const email = request.body.email.trim();
      const errors: FieldErrors = {};
      if (username === '') {
        errors.username = [translate('portal.validation.required')];
      } else if (await findClash(app.db, 'username', username, user.id)) {
        errors.username = [translate('portal.api.users.username_taken')];
      }
      if (await findClash(app.db, 'email', email, user.id)) {
        errors.email = [translate('portal.api.users.email_taken')];
      }
      Object.assign(
        errors,
        hiddenCharacterErrors({
          username,
          email,
          first_name: request.body.first_name,
          last_name: request.body.last_name,
        }),
      );
      if (Object.keys(errors).length) {
        throw ApiError.badRequest(translate('portal.api.request.invalid_data'), errors);
      }
      const updated = await updateUser(app.db, user.id, {
        username,
        email,
        first_name: blankToNull(request.body.first_name),
        last_name: blankToNull(request.body.last_name),
      });
      return toProfile(updated, await findCaseManagerId(app.db, user.id));
    },
  );
}
