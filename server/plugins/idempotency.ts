import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestTransaction } from '../db/requestTransaction';
import { ApiError } from '../lib/apiError';
import { digest } from '../lib/secrets';
import { translate } from '../lib/translate';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  forgetExpiredIdempotencyKeys,
  forgetIdempotencyKey,
  holdIdempotencyKey,
  storeIdempotentAnswer,
} from '../repositories/idempotencyKeys';

/** The longest Idempotency-Key accepted (the shortest is one character). */
export const MAX_KEY_LENGTH = 200;

/** The methods whose requests may carry an Idempotency-Key: every write. */
export const KEYED_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A keyed write being answered: its claimed key and the transaction it runs in. */
interface KeyedWrite {
  id: number;
  transaction: RequestTransaction;
}

declare module 'fastify' {
  interface FastifyRequest {
    keyedWrite: KeyedWrite | null;
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

/** The stored answer of a key, as a replay sends it. */
type StoredAnswer = Awaited<ReturnType<typeof findIdempotencyKey>>;

function replay(reply: FastifyReply, stored: StoredAnswer): void {
  void reply.code(stored.status_code ?? 200).header('idempotent-replayed', 'true');
  if (stored.response_body) {
    void reply.header('content-type', 'application/json; charset=utf-8');
  }
  void reply.send(stored.response_body || undefined);
}

/**
 * Every write may carry an `Idempotency-Key`: the first answer (anything but a server error) is
 * stored for the caller and key, a replay with the same body gets it again instead of acting
 * twice, and the same key with another body is refused with 422.
 *
 * A keyed write runs in one database transaction (RequestTransaction) that claims the key, does
 * the write and stores its answer, and commits before the answer is sent. A process that dies
 * before the commit leaves nothing (its transaction rolls back and frees the key at once); one
 * that dies after it leaves the write and its answer, which a retry then gets: exactly once.
 */
function idempotencyPlugin(app: FastifyInstance): void {
  app.decorateRequest('keyedWrite', null);

  /** The stored answer to replay, or undefined once the key is claimed (the write goes on). */
  async function claim(
    request: FastifyRequest,
    key: string,
    transaction: RequestTransaction,
  ): Promise<StoredAnswer | undefined> {
    const caller = request.principal?.user.uuid ?? request.appClient?.user.uuid;
    const scope = caller ?? `anonymous:${request.ip}`;
    const requestHash = digest(`${request.url}\n${JSON.stringify(request.body ?? null)}`);
    await forgetExpiredIdempotencyKeys(app.db);
    await transaction.begin();
    try {
      if (!(await holdIdempotencyKey(app.db, scope, key))) {
        throw ApiError.conflict(translate('portal.api.idempotency.in_progress'));
      }
      const claimed = await claimIdempotencyKey(app.db, { scope, key, requestHash });
      if (claimed !== undefined) {
        request.keyedWrite = { id: claimed, transaction };
        return undefined;
      }
      const stored = await findIdempotencyKey(app.db, scope, key);
      if (stored.request_hash !== requestHash) {
        throw new ApiError(422, translate('portal.api.idempotency.key_reused'));
      }
      if (stored.status_code === null || stored.response_body === null) {
        throw ApiError.conflict(translate('portal.api.idempotency.in_progress'));
      }
      await transaction.rollback();
      return stored;
    } catch (error) {
      await transaction.rollback();
      throw error;
    }
  }

  // Callback style: the route runs inside `transaction.run`, so its database calls join it.
  app.addHook('preHandler', (request, reply, done) => {
    const key = keyOf(request);
    if (
      !KEYED_METHODS.has(request.method) ||
      key === undefined ||
      request.routeOptions.config.idempotent === false
    ) {
      done();
      return;
    }
    if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
      done(
        ApiError.badRequest(
          translate('portal.api.idempotency.key_length', { max: MAX_KEY_LENGTH }),
        ),
      );
      return;
    }
    const transaction = new RequestTransaction(app.db);
    transaction.run(() => {
      claim(request, key, transaction).then(
        (stored) => (stored ? replay(reply, stored) : done()),
        (error: unknown) => done(error as Error),
      );
    });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const keyed = request.keyedWrite;
    if (!keyed?.transaction.open) {
      return payload;
    }
    request.keyedWrite = null;
    const { id, transaction } = keyed;
    if (reply.statusCode >= 500) {
      // A failure saves nothing, its key included: a retry with the same key runs again.
      await transaction.rollback();
      return payload;
    }
    try {
      await transaction.run(() =>
        payload === undefined || payload === null || typeof payload === 'string'
          ? storeIdempotentAnswer(app.db, id, reply.statusCode, payload ?? '')
          : forgetIdempotencyKey(app.db, id),
      );
      await transaction.commit();
    } catch (error) {
      // Nothing was written: the answer becomes the failure's (Fastify's error handler).
      await transaction.rollback();
      throw error;
    }
    return payload;
  });

  // A request that ended without its answer being sent (its client went away) saves nothing.
  app.addHook('onResponse', async (request) => {
    await request.keyedWrite?.transaction.rollback();
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['db'] });
