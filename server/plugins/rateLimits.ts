import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { ApiError } from '../lib/apiError';
import { memoryBackoff } from '../lib/loginBackoff/memory';
import { redisBackoff } from '../lib/loginBackoff/redis';
import type { LoginBackoff } from '../lib/loginBackoff/types';
import type { LimiterName } from '../lib/metrics';
import { digest } from '../lib/secrets';
import { translate } from '../lib/translate';
import { principalOf, type AccessClaims } from './principal';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hooks for sign-in-like calls: limited per client address and per account named in the body. */
    sensitiveLimits: preHandlerAsyncHookHandler[];
    /**
     * Hooks for sign-in-like calls about the account `accountOf` names (the signed-in user, a
     * challenge's user): limited per client address and per that account. No account (null):
     * the address alone, never one bucket shared by every caller that names none.
     */
    limitsOn(accountOf: LimitedAccount): preHandlerAsyncHookHandler[];
    /** Counts a sign-in-like attempt per address and per `account` (none: the address alone). */
    countSensitive(request: FastifyRequest, account: string | null): Promise<void>;
    /** Per-account sign-in backoff, shared through Redis when `REDIS_URL` is set. */
    loginBackoff: LoginBackoff;
    /** The shared store when `REDIS_URL` is set (readiness pings it). */
    redis: Redis | undefined;
  }
  interface FastifyRequest {
    /** The general limit's bucket of this request (see `callerOf`). */
    rateLimitCaller: string;
    /** The account a sign-in-like call is about, counted in its per-account bucket. */
    limitedAccount: string;
    /**
     * The claims of the request's bearer token once the limiter verified it (signature and
     * expiry), so that authentication does not verify the same token again; null otherwise.
     */
    verifiedClaims: AccessClaims | null;
  }
}

/** The account a sign-in-like call is about; null when it names none. */
export type LimitedAccount = (request: FastifyRequest) => string | null | Promise<string | null>;

const MINUTE = 60_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The account a sign-in-like body names: an e-mail, an invitation, an access code or a token. */
function namedAccount(request: FastifyRequest): string | null {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const named = body.email ?? body.invite_uuid ?? body.access_code ?? body.token;
  const account = typeof named === 'string' ? named.trim().toLowerCase() : '';
  return account === '' ? null : `named:${account}`;
}

/** The signed-in user of an authenticated route (run after `app.authenticate`). */
export const signedInAccount: LimitedAccount = (request) =>
  `user:${principalOf(request).user.uuid}`;

/**
 * A caller's bucket: the user of a token this API signed (an expired one too: the signature is
 * checked before the expiry, and the user is the same), else the client address. A token that
 * does not verify is a failed authentication, counted against the address.
 */
function callerOf(
  app: FastifyInstance,
  request: FastifyRequest,
): { key: string; bad: boolean; verified: AccessClaims | null } {
  const header = request.headers.authorization;
  if (header === undefined) {
    return { key: `ip:${request.ip}`, bad: false, verified: null };
  }
  const token = /^Bearer ([\w.-]+)$/i.exec(header)?.[1];
  if (token) {
    let claims: AccessClaims | null = null;
    let verified: AccessClaims | null = null;
    try {
      claims = verified = app.jwt.verify<AccessClaims>(token);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'FAST_JWT_EXPIRED') {
        claims = app.jwt.decode<AccessClaims>(token);
      }
    }
    if (claims && typeof claims.sub === 'string') {
      return { key: `user:${claims.aud}:${claims.sub}`, bad: false, verified };
    }
  }
  return { key: `ip:${request.ip}`, bad: true, verified: null };
}

/** A 429 in the error envelope, in the reader's language, with the seconds to wait. */
function tooMany(seconds: number): ApiError {
  return new ApiError(429, translate('portal.api.request.too_many'), undefined, {
    'retry-after': String(Math.max(1, seconds)),
  });
}

/** Counts the request in the limiter's bucket; refuses it once the bucket is over its limit. */
async function count(name: LimiterName, limiter: Limiter, request: FastifyRequest): Promise<void> {
  let result: Awaited<ReturnType<Limiter>>;
  try {
    result = await limiter(request);
  } catch (error) {
    // The shared store is unreachable: refuse rather than let every process count alone.
    request.log.error({ err: error }, 'rate-limit store unavailable');
    throw ApiError.unavailable();
  }
  if (!result.isAllowed && result.isExceeded) {
    request.server.metrics.rateLimitRefused.inc({ limiter: name });
    throw tooMany(result.ttlInSeconds);
  }
}

/** The shared store's client, closed with the app; ioredis reconnects on its own. */
function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

async function rateLimitsPlugin(app: FastifyInstance): Promise<void> {
  const { rateLimit: limits, redisUrl, redisPrefix, loginBackoff } = app.config;
  const redis = redisUrl ? connectRedis(app, redisUrl) : undefined;
  app.decorate('redis', redis);
  await app.register(rateLimit, {
    // Not on each route: the plugin would run after a route's own onRequest (authentication),
    // and failures would never be counted. One app-wide hook below runs before any route's.
    global: false,
    timeWindow: MINUTE,
    ...(redis ? { redis, nameSpace: `${redisPrefix}rate-limit:` } : {}),
  });
  app.decorateRequest('rateLimitCaller', '');
  app.decorateRequest('limitedAccount', '');
  app.decorateRequest('verifiedClaims', null);
  const limiter = (max: number, key: (request: FastifyRequest) => string): Limiter =>
    app.createRateLimit({ max, timeWindow: MINUTE, keyGenerator: key });
  const general = limiter(limits.general, (request) => request.rateLimitCaller);
  const badTokens = limiter(limits.sensitivePerAddress, (request) => `bad-token:${request.ip}`);
  const perAddress = limiter(limits.sensitivePerAddress, (r) => `sensitive-address:${r.ip}`);
  const perAccount = limiter(
    limits.sensitivePerAccount,
    (request) => `sensitive-account:${digest(request.limitedAccount)}`,
  );

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const caller = callerOf(app, request);
    request.rateLimitCaller = caller.key;
    request.verifiedClaims = caller.verified;
    if (caller.bad) {
      await count('bad-token', badTokens, request);
    }
    await count('general', general, request);
  });
  const countSensitive = async (request: FastifyRequest, account: string | null) => {
    await count('sensitive-address', perAddress, request);
    if (account !== null) {
      request.limitedAccount = account;
      await count('sensitive-account', perAccount, request);
    }
  };
  const limitsOn = (accountOf: LimitedAccount): preHandlerAsyncHookHandler[] => [
    async (request) => countSensitive(request, await accountOf(request)),
  ];
  app.decorate('countSensitive', countSensitive);
  app.decorate('limitsOn', limitsOn);
  app.decorate('sensitiveLimits', limitsOn(namedAccount));
  app.decorate(
    'loginBackoff',
    redis ? redisBackoff(redis, redisPrefix, loginBackoff) : memoryBackoff(loginBackoff),
  );
}

export default fp(rateLimitsPlugin, { name: 'rate-limits', dependencies: ['db', 'metrics'] });
