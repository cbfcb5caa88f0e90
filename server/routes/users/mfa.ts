import type { FastifyInstance } from 'fastify';
import type { MfaCode } from '../../../core/generated/mfa-code';
import type { MfaDisableRequest } from '../../../core/generated/mfa-disable-request';
import type { MfaSetupRequest } from '../../../core/generated/mfa-setup-request';
import { translate } from '../../lib/translate';
import { ANSWERS_SECRETS } from '../../plugins/idempotency';
import { principalOf } from '../../plugins/auth';
import { assertCurrentPassword } from '../../services/currentPassword';
import { confirmMfa, startMfaSetup, turnOffMfa } from '../../services/mfa';

/**
 * The second factor on the profile: set up (QR code), confirm with a code, turn off; each with
 * the current password asked again (services/currentPassword.ts, which also limits the calls per
 * signed-in user and per address).
 */
export default function mfaRoutes(app: FastifyInstance): void {
  app.post<{ Body: MfaSetupRequest }>(
    '/users/mfa/setup/',
    {
      config: ANSWERS_SECRETS,
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary:
          'Start setting up or replacing the second factor (TOTP): a secret to scan or type; the current password is asked again',
        security: [{ bearer: [] }],
        body: { $ref: 'mfa-setup-request.json' },
        response: { 200: { $ref: 'mfa-setup.json' } },
      },
    },
    async (request) => {
      await assertCurrentPassword(app, request, request.body.password, 'password');
      return startMfaSetup(app, principalOf(request).user, request.ip);
    },
  );
  app.post<{ Body: MfaCode }>(
    '/users/mfa/confirm/',
    {
      config: { ...ANSWERS_SECRETS, errors: [409] },
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary:
          'Confirm the second factor with a code and the current password; answers ten recovery codes, once',
        security: [{ bearer: [] }],
        body: { $ref: 'mfa-code.json' },
        response: { 200: { $ref: 'mfa-recovery-codes.json' } },
      },
    },
    async (request) => {
      await assertCurrentPassword(app, request, request.body.password, 'password');
      return confirmMfa(app, principalOf(request).user, request.body.code, request.ip);
    },
  );
  app.post<{ Body: MfaDisableRequest }>(
    '/users/mfa/disable/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Turn the second factor off (the current password is asked again)',
        security: [{ bearer: [] }],
        body: { $ref: 'mfa-disable-request.json' },
        response: { 200: { $ref: 'message.json' } },
      },
    },
    async (request) => {
      await turnOffMfa(app, request, request.body.password);
      return { message: translate('portal.api.mfa.disabled') };
    },
  );
}
