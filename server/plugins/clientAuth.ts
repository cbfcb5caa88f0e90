import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../db/database';
import { ApiError } from '../lib/apiError';
import { sessionCurrent, verifiedClaimsOf } from './auth';
import { findClientCharge } from '../repositories/appClients';
import { findUserByUuid } from '../repositories/users';

/** The signed-in companion-app client: the user and the charge record the app writes to. */
export interface AppClient {
  user: User;
  chargeId: number;
  chargeUuid: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticateClient: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    appClient: AppClient | null;
  }
}

export function clientOf(request: FastifyRequest): AppClient {
  if (!request.appClient) {
    throw ApiError.unauthorized();
  }
  return request.appClient;
}

/**
 * The companion app's sign-in check, the mirror of `authenticate`: only access tokens issued for
 * the app (`aud: 'app'`) of an active client user pass, so a staff token opens no app route and
 * (through `authenticate`) a client token opens no staff route. The user is loaded on every
 * request so a deactivation takes effect at once.
 */
function clientAuthPlugin(app: FastifyInstance): void {
  app.decorateRequest('appClient', null);

  app.decorate('authenticateClient', async (request: FastifyRequest) => {
    const claims = await verifiedClaimsOf(request);
    if (claims.aud !== 'app') {
      throw ApiError.unauthorized();
    }
    const user = await findUserByUuid(app.db, claims.sub);
    if (!user || !user.is_active || !user.is_client || !sessionCurrent(claims, user)) {
      throw ApiError.unauthorized();
    }
    const charge = await findClientCharge(app.db, user.id);
    if (!charge) {
      throw ApiError.unauthorized();
    }
    request.appClient = { user, chargeId: charge.id, chargeUuid: charge.uuid };
  });
}

export default fp(clientAuthPlugin, { name: 'clientAuth', dependencies: ['db', 'auth'] });
