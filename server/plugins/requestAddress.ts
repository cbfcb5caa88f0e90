import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { enterRequestAddress, withRequestAddress } from '../lib/requestAddress';

/**
 * The client's address (request.ip: the socket's, or the one the hops named in TRUST_PROXY
 * forwarded) is known to everything the request runs, so that every audit entry it writes
 * carries it without each service being handed it.
 */
function requestAddressPlugin(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    withRequestAddress(request.ip, () => done());
  });
  // The body is read from socket events, outside the flow above: enter it again once parsed.
  app.addHook('preValidation', (request, _reply, done) => {
    enterRequestAddress(request.ip);
    done();
  });
}

export default fp(requestAddressPlugin, { name: 'request-address' });
