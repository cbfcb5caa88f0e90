import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/apiError';
import { digest } from '../lib/secrets';
import { translate } from '../lib/translate';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  forgetIdempotencyKey,
  storeIdempotentAnswer,
} from '../repositories/idempotencyKeys';

/** The longest Idempotency-Key accepted (the shortest is one character). */
export const MAX_KEY_LENGTH = 200;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyId: number | null;
  }
  interface FastifyContextConfig {
    /** False on routes whose answers are secrets (tokens): those are never stored. */
    idempotent?: boolean;
  }
}

/** Route config of the calls that answer tokens: a replay must sign in again, not reread them. */
export const ANSWERS_SECRETS = { idempotent: false } as const;

const HEADER = 'idempotency-key';

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Every POST may carry an `Idempotency-Key`: the first answer (anything but a server error) is
 * stored for the caller and key, a replay with the same body gets it again instead of creating
 * twice, and the same key with another body is refused with 422.
 */
function idempotencyPlugin(app: FastifyInstance): void {
  app.decorateRequest('idempotencyId', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (
      request.method !== 'POST' ||
      key === undefined ||
      request.routeOptions.config.idempotent === false
    ) {
      return;
    }
    if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw ApiError.badRequest(
        translate('portal.api.idempotency.key_length', { max: MAX_KEY_LENGTH }),
      );
    }
    const caller = request.principal?.user.uuid ?? request.appClient?.user.uuid;
    const scope = caller ?? `anonymous:${request.ip}`;
    const requestHash = digest(`${request.url}\n${JSON.stringify(request.body ?? null)}`);
    const claimed = await claimIdempotencyKey(app.db, { scope, key, requestHash });
    if (claimed !== undefined) {
      request.idempotencyId = claimed;
      return;
    }
    const stored = await findIdempotencyKey(app.db, scope, key);
    if (stored.request_hash !== requestHash) {
      throw new ApiError(422, translate('portal.api.idempotency.key_reused'));
    }
    if (stored.status_code === null || stored.response_body === null) {
      throw ApiError.conflict(translate('portal.api.idempotency.in_progress'));
    }
    return reply
      .code(stored.status_code)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(stored.response_body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyId;
    if (id === null) {
      return payload;
    }
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      // A failure that saved nothing may be retried with the same key.
      await forgetIdempotencyKey(app.db, id);
    } else {
      await storeIdempotentAnswer(app.db, id, reply.statusCode, payload);
    }
    return payload;
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['db'] });
