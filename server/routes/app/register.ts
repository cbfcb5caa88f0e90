import type { FastifyInstance } from 'fastify';
import type { AppRegister } from '../../../core/generated/app-register';
import { registerClient } from '../../services/app/registration';
import { ANSWERS_SECRETS } from '../../plugins/idempotency';

export default function appRegisterRoute(app: FastifyInstance): void {
  app.post<{ Body: AppRegister }>(
    '/app/register/',
    {
      config: ANSWERS_SECRETS,
      // Sign-in-like: limited per address and per account so codes and passwords resist guessing.
      preHandler: app.sensitiveLimits,
      schema: {
        tags: ['app'],
        summary: "Register a client with a charge request's access code; answers app tokens",
        body: { $ref: 'app-register.json' },
        response: { 201: { $ref: 'tokens.json' } },
      },
    },
    async (request, reply) => {
      const tokens = await registerClient(app, request.body, request.ip);
      return reply.code(201).send(tokens);
    },
  );
}
