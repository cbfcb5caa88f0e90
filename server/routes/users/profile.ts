import type { FastifyInstance } from 'fastify';
import type { ProfileUpdate } from '../../../core/generated/profile-update';
import { ApiError, type FieldErrors } from '../../lib/apiError';
import { principalOf } from '../../plugins/auth';
import { toProfile } from '../../presenters/profile';
import type { User, UserUpdate } from '../../db/database';
import { appendAudit } from '../../repositories/auditLog';
import { findClash, updateUser } from '../../repositories/users';
import { translate } from '../../lib/translate';
import { hiddenCharacterErrors } from '../../lib/visibleText';
import type { EmailConfirmRequest } from '../../../core/generated/email-confirm-request';
import {
  checkEmailChange,
  confirmEmailChange,
  requestEmailChange,
} from '../../services/emailChange';
import { mfaRequired } from '../../services/mfa';

/** Spec section 2: a blank string typed into a field becomes null. */
function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The API's name of each column a profile update changes (the audit names fields, not values). */
const PROFILE_FIELDS: Record<string, string> = {
  username: 'username',
  email: 'email',
  first_name: 'firstName',
  last_name: 'lastName',
};

/**
 * The columns the owner's update changes, only those that differ: the names only when sent (a
 * name left out stays), the e-mail only in its letter case (a new address waits for its
 * confirmation).
 */
function profileChanges(
  user: Pick<User, 'username' | 'email' | 'first_name' | 'last_name'>,
  username: string,
  email: string,
  body: ProfileUpdate,
): UserUpdate {
  const changes: UserUpdate = {};
  if (username !== user.username) {
    changes.username = username;
  }
  if (email !== user.email) {
    changes.email = email;
  }
  if (body.first_name !== undefined && blankToNull(body.first_name) !== user.first_name) {
    changes.first_name = blankToNull(body.first_name);
  }
  if (body.last_name !== undefined && blankToNull(body.last_name) !== user.last_name) {
    changes.last_name = blankToNull(body.last_name);
  }
  return changes;
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
    (request) => {
      const principal = principalOf(request);
      const { user } = principal;
      return toProfile(user, principal.caseManagerId, {
        secondFactorRequired: mfaRequired(app, principal),
        timeZone: app.config.timeZone,
      });
    },
  );

  app.patch<{ Body: ProfileUpdate }>(
    '/users/profile/',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary:
          'Update username and names (only those sent); a new e-mail needs currentPassword and is ' +
          'confirmed by mail; audited with the fields changed',
        body: { $ref: 'profile-update.json' },
        response: { 200: { $ref: 'profile.json' } },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { user } = principal;
      const username = request.body.username.trim();
      const email = request.body.email.trim();
      const errors: FieldErrors = {};
      if (username === '') {
        errors.username = [translate('portal.validation.required')];
      } else if (await findClash(app.db, 'username', username, user.id)) {
        errors.username = [translate('portal.api.users.username_taken')];
      }
      // An address taken by another account is answered like a free one: its
      // confirmation is refused when the link is opened, so no caller learns whose it is.
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
      // A new address is confirmed from its own mailbox first; the rest saves now.
      const emailChanges = email.toLowerCase() !== user.email.toLowerCase();
      if (emailChanges) {
        await checkEmailChange(app, request, request.body.currentPassword);
      }
      const changes = profileChanges(
        user,
        username,
        emailChanges ? user.email : email,
        request.body,
      );
      const fields = Object.keys(changes).map((column) => PROFILE_FIELDS[column] ?? column);
      const updated = await app.db.transaction().execute(async (trx) => {
        if (emailChanges) {
          await requestEmailChange(app, trx, user, email, request.ip);
        }
        if (fields.length === 0) {
          return null;
        }
        await appendAudit(trx, {
          actorUserId: user.id,
          action: 'auth.profile_update',
          targetType: 'user',
          targetId: user.uuid,
          ip: request.ip,
          details: { fields },
        });
        return updateUser(trx, user.id, changes);
      });
      const profile = toProfile(updated ?? user, principal.caseManagerId, {
        secondFactorRequired: mfaRequired(app, principal),
        timeZone: app.config.timeZone,
      });
      return emailChanges ? { ...profile, pendingEmail: email } : profile;
    },
  );

  app.post<{ Body: EmailConfirmRequest }>(
    '/users/profile/confirm-email/',
    {
      preHandler: app.sensitiveLimits,
      schema: {
        tags: ['users'],
        summary:
          'Confirm an e-mail change with the token mailed to the new address; every session ends',
        body: { $ref: 'email-confirm-request.json' },
        response: { 200: { $ref: 'message.json' } },
      },
    },
    async (request) => {
      await confirmEmailChange(app, request.body.token, request.ip);
      return { message: translate('portal.accounts.api.email_changed') };
    },
  );
}
