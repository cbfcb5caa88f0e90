import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/apiError';
import { findUnstorableText } from '../lib/unstorableText';
import { translate } from '../lib/translate';

/**
 * Refuses a body, query string or path holding U+0000 or a lone surrogate with the usual 400
 * naming the field, before any route runs: the database cannot store them, and no form can type
 * them.
 */
function unstorableTextPlugin(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // Message keys, translated only for a refusal: this runs on every request.
    const parts = [
      ['portal.api.request.invalid_data', request.body],
      ['portal.api.request.invalid_query', request.query],
      ['portal.api.request.invalid_query', request.params],
    ] as const;
    for (const [message, value] of parts) {
      const field = findUnstorableText(value);
      if (field !== undefined) {
        done(
          ApiError.badRequest(translate(message), {
            [field || '_']: [translate('portal.validation.invalid')],
          }),
        );
        return;
      }
    }
    done();
  });
}

export default fp(unstorableTextPlugin, { name: 'unstorable-text' });
