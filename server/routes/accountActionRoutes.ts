import type { FastifyInstance } from 'fastify';
import type { AccountAction } from '../../core/accountActions';
import type { User } from '../db/database';
import { principalOf } from '../plugins/auth';
import {
  resetSecondFactor,
  sendResetFromAdmin,
  type AccountTarget,
} from '../services/accountAdmin';

type Run = (app: FastifyInstance, actorId: number, user: User, ip: string) => Promise<string>;

const actions: Record<AccountAction, { summary: (who: string) => string; run: Run }> = {
  'password-reset': {
    summary: (who) => `Mail ${who} a password-reset token (administrators only)`,
    run: sendResetFromAdmin,
  },
  'second-factor-reset': {
    summary: (who) =>
      `Remove the second factor of ${who} who lost it, ending their sessions (administrators only)`,
    run: resetSecondFactor,
  },
};

/**
 * The account actions (issue 15's password reset, and the reset of a lost second factor) under
 * a resource that holds accounts (`case-managers/`, `users/`), each finding its target its way.
 * Each answers the translated notice the portal shows.
 */
export function registerAccountActions(
  app: FastifyInstance,
  resource: 'case-managers' | 'users',
  who: string,
  targetOf: (uuid: string) => Promise<AccountTarget>,
): void {
  for (const [action, { summary, run }] of Object.entries(actions)) {
    app.post<{ Params: { uuid: string } }>(
      `/${resource}/:uuid/${action}/`,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags: [resource],
          summary: summary(who),
          security: [{ bearer: [] }],
          params: { $ref: 'uuid-params.json' },
          response: { 200: { $ref: 'message.json' } },
        },
      },
      async (request) => {
        const { user } = await targetOf(request.params.uuid);
        return { message: await run(app, principalOf(request).user.id, user, request.ip) };
      },
    );
  }
}
