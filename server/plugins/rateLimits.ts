import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../lib/apiError';
import { digest } from '../lib/secrets';
import { translate } from '../lib/translate';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hooks for sign-in-like calls: limited per client address and per account named in the body. */
    sensitiveLimits: preHandlerAsyncHookHandler[];
  }
}

const MINUTE = 60_000;

/** The account a sign-in-like body names: an e-mail, an invitation or an access code. */
function accountOf(request: FastifyRequest): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const named = body.email ?? body.invite_uuid ?? body.access_code ?? body.token ?? '';
  return typeof named === 'string' ? named.trim().toLowerCase() : '';
}

/** A caller's bucket: their token when signed in (hashed, never kept), else their address. */
function callerOf(request: FastifyRequest): string {
  const auth = request.headers.authorization;
  return auth ? `token:${digest(auth)}` : `ip:${request.ip}`;
}

async function rateLimitsPlugin(app: FastifyInstance): Promise<void> {
  const limits = app.config.rateLimit;
  const errorResponseBuilder = () => ({
    statusCode: 429,
    message: translate('portal.api.request.too_many'),
  });
  await app.register(rateLimit, {
    global: true,
    max: limits.general,
    timeWindow: MINUTE,
    keyGenerator: callerOf,
    errorResponseBuilder,
  });
  const perAddress = app.createRateLimit({
    max: limits.sensitivePerAddress,
    timeWindow: MINUTE,
    keyGenerator: (request) => `sensitive-address:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: limits.sensitivePerAccount,
    timeWindow: MINUTE,
    keyGenerator: (request) => `sensitive-account:${digest(accountOf(request))}`,
  });
  // The global limiter marks each request as limited, so these run as a hook of their own.
  const sensitive: preHandlerAsyncHookHandler = async (request, reply) => {
    for (const limiter of [perAddress, perAccount]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        void reply.header('retry-after', String(result.ttlInSeconds));
        throw new ApiError(429, translate('portal.api.request.too_many'));
      }
    }
  };
  app.decorate('sensitiveLimits', [sensitive]);
}

export default fp(rateLimitsPlugin, { name: 'rate-limits', dependencies: ['db'] });
