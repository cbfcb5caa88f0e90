import type { FastifyInstance } from 'fastify';
import type { MfaCode } from '../../../src/types/generated/mfa-code';
import type { MfaDisableRequest } from '../../../src/types/generated/mfa-disable-request';
import { translate } from '../../lib/translate';
import { ANSWERS_SECRETS } from '../../plugins/idempotency';
import { principalOf } from '../../plugins/auth';
import { confirmMfa, startMfaSetup, turnOffMfa } from '../../services/mfa';

/** The second factor on the profile: set up (QR code), confirm with a code, turn off. */
export default function mfaRoutes(app: FastifyInstance): void {
  app.post(
    '/users/mfa/setup/',
    {
      config: ANSWERS_SECRETS,
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Start setting up a second factor (TOTP): a secret to scan or type',
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'mfa-setup.json' } },
      },
    },
    (request) => startMfaSetup(app, principalOf(request).user),
  );
  app.post<{ Body: MfaCode }>(
    '/users/mfa/confirm/',
    {
      config: { ...ANSWERS_SECRETS, errors: [409] },
      onRequest: app.authenticate,
      preHandler: app.sensitiveLimits,
      schema: {
        tags: ['users'],
        summary: 'Confirm the second factor with a code; answers ten recovery codes, once',
        security: [{ bearer: [] }],
        body: { $ref: 'mfa-code.json' },
        response: { 200: { $ref: 'mfa-recovery-codes.json' } },
      },
    },
    (request) => confirmMfa(app, principalOf(request).user, request.body.code, request.ip),
  );
  app.post<{ Body: MfaDisableRequest }>(
    '/users/mfa/disable/',
    {
      onRequest: app.authenticate,
      preHandler: app.sensitiveLimits,
      schema: {
        tags: ['users'],
        summary: 'Turn the second factor off (the current password is asked again)',
        security: [{ bearer: [] }],
        body: { $ref: 'mfa-disable-request.json' },
        response: { 200: { $ref: 'message.json' } },
      },
    },
    async (request) => {
      await turnOffMfa(app, principalOf(request), request.body.password, request.ip);
      return { message: translate('portal.api.mfa.disabled') };
    },
  );
}
